/**
 * The fish completion script, generated from the completion model. A helper walks the command line
 * to the command path and argument count; every option, subcommand and argument is one `complete`
 * line conditioned on that path. fish escapes what it inserts, so cached values are never run.
 */
import type { Completer } from '../command-table.js';
import { CONFIG_KEYS } from '../../store/config-keys.js';
import { CONFIG_VALUES, fixedWords, type CompletionNode, type CompletionOption } from './model.js';

/** A fish single-quoted string. */
const fq = (s: string): string => `'${s.replace(/[\\']/g, (c) => `\\${c}`)}'`;
const key = (node: CompletionNode): string => node.path.join(' ');

/** The `-a`/`-F` part of a complete line for a completer. */
function values(c: Completer | undefined): string {
  if (!c) return '-x';
  const words = fixedWords(c);
  // Each value bare (an empty label after a tab), not under the option's long description.
  if (c.kind === 'config-key') return `-x -a ${fq('(__fresher_config_keys)')}`;
  if (words) return `-x -a ${fq(`(__fresher_words ${words.map(fq).join(' ')})`)}`;
  if (c.kind === 'cached') return `-x -a ${fq(`(__fresher_values ${c.file} ${(c.fallback ?? []).join(' ')})`)}`;
  if (c.kind === 'file') return '-r -F';
  return `-x -a ${fq('(__fresher_config_values)')}`;
}

function optionLine(o: CompletionOption, condition: string | undefined): string {
  const names = `${o.short ? `-s ${o.short} ` : ''}-l ${o.long}`;
  return `complete -c fresher${condition ? ` -n ${fq(condition)}` : ''} ${names}${o.takesValue ? ` ${values(o.complete)}` : ''} -d ${fq(o.description)}`;
}

export function fishScript(nodes: readonly CompletionNode[]): string {
  const children = nodes.flatMap((n) =>
    n.subcommands.map((s) => `        case ${fq(`${key(n)}/${s.name}`)}\n            echo ${fq([...n.path, s.name].join(' '))}`),
  );
  const globals = new Map(nodes.flatMap((n) => n.options.filter((o) => o.global)).map((o) => [o.long, o]));
  const globalFlags = [...globals.values()].flatMap((o) => [`--${o.long}`, ...(o.short ? [`-${o.short}`] : [])].map(fq)).join(' ');
  const takesValue = [
    ...nodes.flatMap((n) =>
      n.options.filter((o) => o.takesValue && !o.global).flatMap((o) => [`--${o.long}`, ...(o.short ? [`-${o.short}`] : [])].map((f) => fq(`${key(n)}/${f}`))),
    ),
    ...[...globals.values()].filter((o) => o.takesValue).flatMap((o) => [`--${o.long}`, ...(o.short ? [`-${o.short}`] : [])].map((f) => fq(`*/${f}`))),
  ];
  const lines: string[] = [];
  for (const node of nodes) {
    const at = `__fresher_at ${fq(key(node))}`;
    // Subcommands only before the command's own options (see __fresher_state).
    const bare = `__fresher_at_bare ${fq(key(node))}`;
    for (const sub of node.subcommands) lines.push(`complete -c fresher -n ${fq(bare)} -a ${fq(sub.name)} -d ${fq(sub.description)}`);
    for (const option of node.options.filter((o) => !o.global)) lines.push(optionLine(option, at));
    node.args.forEach((arg, i) => {
      if (!arg) return;
      const last = node.variadic && i === node.args.length - 1;
      lines.push(`complete -c fresher -n ${fq(`__fresher_arg ${fq(key(node))} ${i}${last ? ' more' : ''}`)} ${values(arg).replace(/^-x /, '')}`);
    });
  }
  for (const option of globals.values()) lines.push(optionLine(option, undefined));
  const configValues = Object.entries(CONFIG_VALUES).map(([k, v]) => `        case ${fq(k)}\n            __fresher_words ${v.map(fq).join(' ')}`);
  const configKeys = Object.entries(CONFIG_KEYS)
    .map(([k, spec]) => `${fq(k)} ${fq(spec.description)}`)
    .join(' ');
  return `# fish completion for fresher (generated from its command table: fresher completion fish)
# Install: fresher completion install fish
# Filter values come from the vocabulary fresher caches on disk: no network, no Node start.

function __fresher_child --argument-names path word
    switch "$path/$word"
${children.join('\n')}
    end
end

function __fresher_takes_value --argument-names path opt
    switch "$path/$opt"
        case ${takesValue.join(' ')}
            return 0
    end
    return 1
end

# Walks the words before the cursor: sets the command path, the argument count and the last argument.
function __fresher_state
    set -g __fresher_path ''
    set -g __fresher_argc 0
    set -g __fresher_key ''
    set -g __fresher_opted 0
    set -l pending 0
    for w in (commandline -opc)[2..-1]
        if test $pending = 1
            set pending 0
            continue
        end
        switch $w
            case '--*=*'
                continue
            case '-?*'
                test -n "$__fresher_path"; and not __fresher_global $w; and set -g __fresher_opted 1
                __fresher_takes_value "$__fresher_path" $w; and set pending 1
                continue
        end
        # After a command's own options its subcommands are no longer taken: only global options go before a command.
        set -l child
        test $__fresher_opted = 0; and set child (__fresher_child "$__fresher_path" $w)
        if test -n "$child"
            set -g __fresher_path $child
            set -g __fresher_argc 0
        else
            set -g __fresher_key $w
            set -g __fresher_argc (math $__fresher_argc + 1)
        end
    end
end

function __fresher_at --argument-names path
    __fresher_state
    test "$__fresher_path" = "$path"
end

# Whether flag $1 is one every command takes (a global option may stand anywhere).
function __fresher_global --argument-names flag
    switch $flag
        case ${globalFlags}
            return 0
    end
    return 1
end

# At path $1, before any of its options: where its subcommands can still be given.
function __fresher_at_bare --argument-names path
    __fresher_at "$path"; and test $__fresher_opted = 0
end

# At path $1, the argument numbered $2 (from 0; with "more", that one or any later).
function __fresher_arg --argument-names path n more
    __fresher_state
    test "$__fresher_path" = "$path"; or return 1
    test -n "$more"; and test $__fresher_argc -ge $n; and return 0
    test $__fresher_argc -eq $n
end

# Values fresher cached in its cache dir (FRESHER_CACHE_DIR, an absolute XDG_CACHE_HOME, ~/.cache).
function __fresher_values --argument-names name
    set -l dir $HOME/.cache/fresher
    if set -q XDG_CACHE_HOME; and string match -q '/*' -- $XDG_CACHE_HOME
        set dir $XDG_CACHE_HOME/fresher
    end
    if set -q FRESHER_CACHE_DIR; and test -n "$FRESHER_CACHE_DIR"
        set dir (string replace -r -- '^~(?=/|$)' $HOME $FRESHER_CACHE_DIR)
    end
    set -l file $dir/completion/$name.txt
    # A line is VALUE<tab>LABEL (fish shows the label) or VALUE (shown bare).
    if test -r $file
        string replace -r '^([^\\t]*)$' '$1\\t' <$file
    else if test (count $argv) -gt 1
        __fresher_words $argv[2..-1]
    end
end

# Words offered without a description (not the option's, repeated on each).
function __fresher_words
    printf '%s\\t\\n' $argv
end

function __fresher_config_keys
    printf '%s\\t%s\\n' ${configKeys}
end

function __fresher_config_values
    switch "$__fresher_key"
${configValues.join('\n')}
    end
end

complete -c fresher -f
${lines.join('\n')}
`;
}
