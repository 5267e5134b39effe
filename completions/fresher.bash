# bash completion for fresher
# Install: fresher completion bash > ~/.local/share/bash-completion/completions/fresher
#      or: echo 'source <(fresher completion bash)' >> ~/.bashrc
# Filter values come from the vocabulary fresher caches on disk: no network, no Node start.

_fresher_values() {
  # The cache dir as fresher finds it: FRESHER_CACHE_DIR, an absolute XDG_CACHE_HOME, ~/.cache.
  local dir=$FRESHER_CACHE_DIR line prefix quoted=""
  if [[ -z $dir ]]; then
    if [[ $XDG_CACHE_HOME == /* ]]; then dir=$XDG_CACHE_HOME/fresher; else dir=$HOME/.cache/fresher; fi
  fi
  local file=$dir/completion/$1.txt
  COMPREPLY=()
  [[ -r $file ]] || return 0
  case $cur in
    \"* | \'*) quoted=1; prefix=${cur:1} ;;
    *) prefix=${cur//\\/} ;;
  esac
  while IFS= read -r line; do
    [[ -n $line && ${line,,} == "${prefix,,}"* ]] || continue
    # Inside an open quote readline closes it; otherwise escape spaces and commas.
    if [[ -n $quoted ]]; then COMPREPLY+=("$line"); else COMPREPLY+=("$(printf '%q' "$line")"); fi
  done <"$file"
}

_fresher_words() {
  local IFS=$' \t\n'
  COMPREPLY=($(compgen -W "$1" -- "$cur"))
}

_fresher() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
  local global="--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-input --timeout --max-wait --debug --help -h"
  local filters="--location --industry --role --work-type --on-campus --off-campus --hidden --no-validate --pay-range"
  local listing="$filters --search --exclude --company --sort --reverse --limit --new --since --interactive -i"

  case $prev in
    --location) _fresher_values location; return ;;
    --industry) _fresher_values industry; return ;;
    --role) _fresher_values role; return ;;
    --pay-range) _fresher_values pay_range; return ;;
    --work-type) _fresher_words "On-site Remote Hybrid"; return ;;
    --format) _fresher_words "table json ndjson csv plain"; return ;;
    --sort) _fresher_words "posted deadline company pay score"; return ;;
    --output | -o) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --api-url | --site-url | --fields | --timeout | --max-wait | --search | --exclude | --company | --limit | --since) return ;;
  esac

  local noun="" verb="" i w
  for ((i = 1; i < COMP_CWORD; i++)); do
    w=${COMP_WORDS[i]}
    case $w in
      --api-url | --site-url | --format | --fields | --output | -o | --timeout | --max-wait | --location | --industry | --role | --work-type | --pay-range | --search | --exclude | --company | --sort | --limit | --since) ((i++)) ;;
      -*) ;;
      *) if [[ -z $noun ]]; then noun=$w; elif [[ -z $verb ]]; then verb=$w; fi ;;
    esac
  done

  if [[ -z $noun ]]; then
    if [[ $cur == -* ]]; then _fresher_words "$global --version -V"; else _fresher_words "jobs internships filters events dataset health config completion sandbox help"; fi
    return
  fi
  case $noun in
    jobs | internships)
      if [[ -z $verb && $cur != -* ]]; then _fresher_words "list get pick save unsave saved stats"; return; fi
      case $verb in
        list | "" | pick | stats) _fresher_words "$listing $global" ;;
        *) _fresher_words "$global" ;;
      esac ;;
    filters)
      if [[ -z $verb && $cur != -* ]]; then _fresher_words "refresh industry location pay_range role work_type"; else _fresher_words "$global"; fi ;;
    events)
      if [[ -z $verb && $cur != -* ]]; then _fresher_words "list"; else _fresher_words "--upcoming --online --company --type $global"; fi ;;
    config)
      if [[ -z $verb ]]; then _fresher_words "get set unset list path"
      elif [[ $verb == get || $verb == set || $verb == unset ]] && [[ $prev == "$verb" ]]; then _fresher_words "api-url site-url format cache-ttl color max-wait timeout"
      fi ;;
    completion) [[ -z $verb ]] && _fresher_words "bash zsh fish" ;;
    sandbox) _fresher_words "--port --host --seed --jobs --internships --events --rate-limit --rate-window --latency --fault --quirks --help" ;;
    *) _fresher_words "$global" ;;
  esac
}

complete -F _fresher fresher
