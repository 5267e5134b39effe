#compdef fresher
# zsh completion for fresher
# Install: fresher completion zsh > "${fpath[1]}/_fresher"   (then restart zsh)
#      or: source <(fresher completion zsh)   in ~/.zshrc, after compinit
# Filter values come from the vocabulary fresher caches on disk: no network, no Node start.

_fresher_values() {
  # The cache dir as fresher finds it: FRESHER_CACHE_DIR, an absolute XDG_CACHE_HOME, ~/.cache.
  local dir=$FRESHER_CACHE_DIR
  if [[ -z $dir ]]; then
    if [[ $XDG_CACHE_HOME == /* ]]; then dir=$XDG_CACHE_HOME/fresher; else dir=$HOME/.cache/fresher; fi
  fi
  local file=$dir/completion/$1.txt
  [[ -r $file ]] || return 1
  local -a values
  values=("${(@f)$(<$file)}")
  # compadd quotes spaces and commas for the command line.
  compadd -- ${values:#}
}

_fresher() {
  local -a global filters listing
  global=(--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-input --timeout --max-wait --debug --help -h)
  filters=(--location --industry --role --work-type --on-campus --off-campus --hidden --no-validate --pay-range)
  listing=($filters --search --exclude --company --sort --reverse --limit --new --since --interactive -i)
  local prev=${words[CURRENT-1]} cur=${words[CURRENT]}

  case $prev in
    --location) _fresher_values location; return ;;
    --industry) _fresher_values industry; return ;;
    --role) _fresher_values role; return ;;
    --pay-range) _fresher_values pay_range; return ;;
    --work-type) compadd -- On-site Remote Hybrid; return ;;
    --format) compadd -- table json ndjson csv plain; return ;;
    --sort) compadd -- posted deadline company pay score; return ;;
    --output|-o) _files; return ;;
    --api-url|--site-url|--fields|--timeout|--max-wait|--search|--exclude|--company|--limit|--since) return ;;
  esac

  local noun="" verb="" i w
  for (( i = 2; i < CURRENT; i++ )); do
    w=${words[i]}
    case $w in
      --api-url|--site-url|--format|--fields|--output|-o|--timeout|--max-wait|--location|--industry|--role|--work-type|--pay-range|--search|--exclude|--company|--sort|--limit|--since) (( i++ )) ;;
      -*) ;;
      *) if [[ -z $noun ]]; then noun=$w; elif [[ -z $verb ]]; then verb=$w; fi ;;
    esac
  done

  if [[ -z $noun ]]; then
    if [[ $cur == -* ]]; then compadd -- $global --version -V; else compadd -- jobs internships filters events dataset health config completion sandbox help; fi
    return
  fi
  case $noun in
    jobs|internships)
      if [[ -z $verb && $cur != -* ]]; then compadd -- list get pick save unsave saved stats; return; fi
      case $verb in
        list|''|pick|stats) compadd -- $listing $global ;;
        *) compadd -- $global ;;
      esac ;;
    filters)
      if [[ -z $verb && $cur != -* ]]; then compadd -- refresh industry location pay_range role work_type; else compadd -- $global; fi ;;
    events)
      if [[ -z $verb && $cur != -* ]]; then compadd -- list; else compadd -- --upcoming --online --company --type $global; fi ;;
    config)
      if [[ -z $verb ]]; then compadd -- get set unset list path
      elif [[ $prev == (get|set|unset) ]]; then compadd -- api-url site-url format cache-ttl color max-wait timeout
      fi ;;
    completion) [[ -z $verb ]] && compadd -- bash zsh fish ;;
    sandbox) compadd -- --port --host --seed --jobs --internships --events --rate-limit --rate-window --latency --fault --quirks --help ;;
    *) compadd -- $global ;;
  esac
}

if [[ $zsh_eval_context[-1] == loadautoload ]]; then
  _fresher "$@"
else
  (( $+functions[compdef] )) && compdef _fresher fresher
fi
