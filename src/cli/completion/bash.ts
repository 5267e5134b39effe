/**
 * The bash completion script, generated from the completion model: the command tree, each command's
 * options and what their values complete from become `case` tables; one small engine walks the words.
 * Values are quoted for where the cursor is: unquoted (printf %q), inside "..." (\ $ ` " escaped) or
 * '...' (' closed and reopened), so no cached text is ever run by the shell.
 */
import { caseTables, flagsOf, pathKey, sq } from './case-tables.js';
import type { CompletionNode } from './model.js';

export function bashScript(nodes: readonly CompletionNode[]): string {
  const { children, optionKinds, args, configValues, globalFunction } = caseTables(nodes);
  const options = nodes.map((n) => `    ${sq(pathKey(n))}) REPLY=${sq(n.options.flatMap(flagsOf).join(' '))} ;;`);
  const subs = nodes.filter((n) => n.subcommands.length > 0).map((n) => `    ${sq(pathKey(n))}) REPLY=${sq(n.subcommands.map((s) => s.name).join(' '))} ;;`);
  return `# bash completion for fresher (generated from its command table: fresher completion bash)
# Install: fresher completion install bash
#      or: echo 'source <(fresher completion bash)' >> ~/.bashrc
# Filter values come from the vocabulary fresher caches on disk: no network, no Node start.

${globalFunction}

# The child command of path $1 named $2, or nothing.
_fresher_child() {
  case "$1/$2" in
${children.join('\n')}
    *) REPLY="" ;;
  esac
}

# Options accepted at path $1.
_fresher_options() {
  case "$1" in
${options.join('\n')}
    *) REPLY="" ;;
  esac
}

# Option $2 at path $1: s (a switch), v:SPEC (takes a value completed by SPEC), or nothing (unknown).
_fresher_option() {
  case "$1/$2" in
${optionKinds.join('\n')}
    *) REPLY="" ;;
  esac
}

# Subcommands at path $1.
_fresher_subcommands() {
  case "$1" in
${subs.join('\n')}
    *) REPLY="" ;;
  esac
}

# What positional argument $2 (from 0) at path $1 completes from.
_fresher_argument() {
  case "$1/$2" in
${args.join('\n')}
    *) REPLY="" ;;
  esac
}

# Fixed values of config key $1.
_fresher_config_values() {
  case "$1" in
${configValues.join('\n')}
    *) REPLY="" ;;
  esac
}

# The cache dir as fresher finds it: FRESHER_CACHE_DIR, an absolute XDG_CACHE_HOME, ~/.cache.
_fresher_cache_dir() {
  REPLY=$FRESHER_CACHE_DIR
  # A leading ~ is the home folder, as fresher reads it.
  [[ $REPLY == \\~ || $REPLY == \\~/* ]] && REPLY=$HOME\${REPLY:1}
  if [[ -z $REPLY ]]; then
    if [[ $XDG_CACHE_HOME == /* ]]; then REPLY=$XDG_CACHE_HOME/fresher; else REPLY=$HOME/.cache/fresher; fi
  fi
}

# $1 quoted for where the cursor is: after an open " or ', or unquoted.
_fresher_quote() {
  local v=$1
  case $_fresher_open in
    \\") v=\${v//\\\\/\\\\\\\\}; v=\${v//\\"/\\\\\\"}; v=\${v//\\$/\\\\\\$}; v=\${v//\\\`/\\\\\\\`}; REPLY=$v ;;
    \\') REPLY=\${v//\\'/\\'\\\\\\'\\'} ;;
    *) printf -v REPLY '%q' "$v" ;;
  esac
}

# Adds the values of SPEC ($1) that start with the word typed, quoted; $2 goes before each (--opt=).
_fresher_values() {
  local spec=$1 before=$2 typed=$_fresher_cur line file fallback
  local -a values=()
  _fresher_open=""
  case $typed in
    \\"* | \\'*) _fresher_open=\${typed:0:1}; typed=\${typed:1} ;;
    *) typed=\${typed//\\\\/} ;;
  esac
  case $spec in
    w:*) read -r -a values <<<"\${spec#w:}" ;;
    k) _fresher_config_values "$_fresher_key"; read -r -a values <<<"\${REPLY#w:}" ;;
    # Files: one per line (names with spaces stay whole); bash quotes them and marks folders.
    f) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$typed"); return ;;
    c:*)
      spec=\${spec#c:}; file=\${spec%%:*}; fallback=\${spec#*:}
      _fresher_cache_dir; file=$REPLY/completion/$file.txt
      if [[ -r $file ]]; then
        # A line is VALUE, or VALUE<tab>LABEL (the label is for shells that show one).
        while IFS= read -r line; do line=\${line%%$'\\t'*}; [[ -n $line ]] && values+=("$line"); done <"$file"
      else
        read -r -a values <<<"$fallback"
      fi ;;
  esac
  for line in "\${values[@]}"; do
    [[ \${line,,} == "\${typed,,}"* ]] || continue
    _fresher_quote "$line"
    COMPREPLY+=("$before$REPLY")
  done
}

_fresher() {
  local REPLY path="" i w argc=0 pending="" pending_opt="" before="" spec opted=
  local _fresher_cur=\${COMP_WORDS[COMP_CWORD]} _fresher_key="" _fresher_open=""
  COMPREPLY=()
  # Walk the words before the cursor: subcommands, options and the values they take, arguments.
  # bash splits --opt=value at "=" (COMP_WORDBREAKS): the value is the word after the "=".
  for ((i = 1; i < COMP_CWORD; i++)); do
    w=\${COMP_WORDS[i]}
    if [[ -n $pending ]]; then [[ $w == = ]] || pending=""; continue; fi
    case $w in
      --*=*) continue ;;
      -?*) [[ -n $path ]] && ! _fresher_global "$w" && opted=1; _fresher_option "$path" "$w"; [[ $REPLY == v:* ]] && pending=1 && pending_opt=$w; continue ;;
    esac
    # After a command's own options its subcommands are no longer taken (jobs --location X list
    # would be "list" as an argument of jobs list): only global options go before a command.
    REPLY=""; [[ -z $opted ]] && _fresher_child "$path" "$w"
    if [[ -n $REPLY ]]; then path=$REPLY; argc=0; else _fresher_key=$w; ((argc++)); fi
  done

  if [[ -n $pending ]]; then
    # The value of the option before the cursor.
    [[ $_fresher_cur == = ]] && _fresher_cur="" && before="="
    _fresher_option "$path" "$pending_opt"
    _fresher_values "\${REPLY#v:}" "$before"
  elif [[ $_fresher_cur == --*=* ]]; then
    _fresher_option "$path" "\${_fresher_cur%%=*}"
    [[ $REPLY == v:* ]] || return 0
    spec=\${REPLY#v:}; before=\${_fresher_cur%%=*}=; _fresher_cur=\${_fresher_cur#*=}
    _fresher_values "$spec" "$before"
  elif [[ $_fresher_cur == -* ]]; then
    _fresher_options "$path"
    mapfile -t COMPREPLY < <(compgen -W "$REPLY" -- "$_fresher_cur")
  else
    REPLY=""; [[ -z $opted ]] && _fresher_subcommands "$path"
    mapfile -t COMPREPLY < <(compgen -W "$REPLY" -- "$_fresher_cur")
    _fresher_argument "$path" "$argc"
    [[ -n $REPLY ]] && _fresher_values "$REPLY" ""
  fi
  return 0
}

complete -F _fresher fresher
`;
}
