/**
 * The zsh completion script, generated from the completion model: the same walk as bash's over
 * `case` tables, with descriptions for commands and options. compadd quotes what it inserts for
 * where the cursor is, so cached values are never run by the shell.
 */
import { caseTables, flagsOf, pathKey, sq } from './case-tables.js';
import type { CompletionNode } from './model.js';

export function zshScript(nodes: readonly CompletionNode[]): string {
  const { children, optionKinds, args, configValues, globalFunction } = caseTables(nodes);
  // With descriptions, as pairs: zsh shows them beside the words.
  const options = nodes.map(
    (n) => `    ${sq(pathKey(n))}) reply=(${n.options.flatMap((o) => flagsOf(o).map((f) => `${sq(f)} ${sq(o.description)}`)).join(' ')}) ;;`,
  );
  const subs = nodes
    .filter((n) => n.subcommands.length > 0)
    .map((n) => `    ${sq(pathKey(n))}) reply=(${n.subcommands.map((s) => `${sq(s.name)} ${sq(s.description)}`).join(' ')}) ;;`);
  return `#compdef fresher
# zsh completion for fresher (generated from its command table: fresher completion zsh)
# Install: fresher completion install zsh
#      or: source <(fresher completion zsh)   in ~/.zshrc, after compinit
# Filter values come from the vocabulary fresher caches on disk: no network, no Node start.

${globalFunction}

_fresher_child() {
  case "$1/$2" in
${children.join('\n')}
    *) REPLY="" ;;
  esac
}

# Options at path $1, as pairs of flag and description.
_fresher_options() {
  case "$1" in
${options.join('\n')}
    *) reply=() ;;
  esac
}

# Option $2 at path $1: s (a switch), v:SPEC (takes a value completed by SPEC), or nothing (unknown).
_fresher_option() {
  case "$1/$2" in
${optionKinds.join('\n')}
    *) REPLY="" ;;
  esac
}

# Subcommands at path $1, as pairs of name and description.
_fresher_subcommands() {
  case "$1" in
${subs.join('\n')}
    *) reply=() ;;
  esac
}

_fresher_argument() {
  case "$1/$2" in
${args.join('\n')}
    *) REPLY="" ;;
  esac
}

_fresher_config_values() {
  case "$1" in
${configValues.join('\n')}
    *) REPLY="" ;;
  esac
}

# Offers pairs of word and description from $reply.
_fresher_describe() {
  local -a names descs
  local name desc
  for name desc in "\${reply[@]}"; do
    names+=("$name")
    descs+=("\${(r:18:)name} -- $desc")
  done
  (( \${#names} )) && compadd -l -d descs -- "\${names[@]}"
}

# Offers the values of SPEC ($1); compadd quotes them for the command line.
_fresher_values() {
  local spec=$1 dir file fallback
  local -a values
  case $spec in
    w:*) values=(\${=spec#w:}) ;;
    k) _fresher_config_values "$_fresher_key"; values=(\${=REPLY#w:}) ;;
    f) _files; return ;;
    c:*)
      spec=\${spec#c:}; file=\${spec%%:*}; fallback=\${spec#*:}
      # The cache dir as fresher finds it: FRESHER_CACHE_DIR, an absolute XDG_CACHE_HOME, ~/.cache.
      dir=$FRESHER_CACHE_DIR
      [[ $dir == \\~ || $dir == \\~/* ]] && dir=$HOME\${dir:1}
      if [[ -z $dir ]]; then
        if [[ $XDG_CACHE_HOME == /* ]]; then dir=$XDG_CACHE_HOME/fresher; else dir=$HOME/.cache/fresher; fi
      fi
      file=$dir/completion/$file.txt
      if [[ -r $file ]]; then values=("\${(@f)$(<$file)}"); else values=(\${=fallback}); fi ;;
  esac
  values=(\${values:#})
  # A cached line is VALUE, or VALUE<tab>LABEL: the label is shown beside the value.
  local -a names descs
  local v labelled=""
  for v in "\${values[@]}"; do
    names+=("\${v%%$'\\t'*}")
    if [[ $v == *$'\\t'* ]]; then labelled=1; descs+=("\${(r:18:)\${v%%$'\\t'*}} -- \${v#*$'\\t'}"); else descs+=("$v"); fi
  done
  (( \${#names} )) || return 0
  if [[ -n $labelled ]]; then
    compadd -M 'm:{a-zA-Z}={A-Za-z}' -l -d descs -- "\${names[@]}"
  else
    compadd -M 'm:{a-zA-Z}={A-Za-z}' -- "\${names[@]}"
  fi
}

_fresher() {
  local REPLY path="" w pending="" pending_opt="" _fresher_key="" opted="" cur=\${words[CURRENT]}
  local -a reply
  local -i i argc=0
  for (( i = 2; i < CURRENT; i++ )); do
    w=\${words[i]}
    if [[ -n $pending ]]; then pending=""; continue; fi
    case $w in
      --*=*) continue ;;
      -?*) [[ -n $path ]] && ! _fresher_global "$w" && opted=1; _fresher_option "$path" "$w"; [[ $REPLY == v:* ]] && pending=1 && pending_opt=$w; continue ;;
    esac
    # After a command's own options its subcommands are no longer taken: only global options go before a command.
    REPLY=""; [[ -z $opted ]] && _fresher_child "$path" "$w"
    if [[ -n $REPLY ]]; then path=$REPLY; argc=0; else _fresher_key=$w; (( argc++ )); fi
  done

  if [[ -n $pending ]]; then
    _fresher_option "$path" "$pending_opt"
    _fresher_values "\${REPLY#v:}"
  elif [[ $cur == --*=* ]]; then
    _fresher_option "$path" "\${cur%%=*}"
    [[ $REPLY == v:* ]] || return 1
    compset -P '*=' 2>/dev/null
    _fresher_values "\${REPLY#v:}"
  elif [[ $cur == -* ]]; then
    _fresher_options "$path"
    _fresher_describe
  else
    [[ -z $opted ]] && _fresher_subcommands "$path" && _fresher_describe
    _fresher_argument "$path" "$argc"
    [[ -n $REPLY ]] && _fresher_values "$REPLY"
  fi
  return 0
}

# Autoloaded by compinit (this file is then _fresher's body): complete now, with the definition above.
# Sourced: register it.
if [[ \${funcstack[1]} == _fresher ]]; then
  _fresher "$@"
else
  (( $+functions[compdef] )) && compdef _fresher fresher
fi
`;
}
