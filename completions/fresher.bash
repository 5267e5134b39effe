# bash completion for fresher (generated from its command table: fresher completion bash)
# Install: fresher completion install bash
#      or: echo 'source <(fresher completion bash)' >> ~/.bashrc
# Filter values come from the vocabulary fresher caches on disk: no network, no Node start.

# Whether flag $1 is one every command takes (a global option may stand anywhere).
_fresher_global() {
  case "$1" in
    '--api-url'|'--site-url'|'--format'|'--json'|'--csv'|'--fields'|'--output'|'-o'|'--bom'|'--allow-formulas'|'--no-color'|'--quiet'|'-q'|'--no-pager'|'--no-input'|'--timeout'|'--max-wait'|'--debug'|'--help'|'-h'|'--version'|'-V') return 0 ;;
  esac
  return 1
}

# The child command of path $1 named $2, or nothing.
_fresher_child() {
  case "$1/$2" in
    '/ui') REPLY='ui' ;;
    '/jobs') REPLY='jobs' ;;
    '/internships') REPLY='internships' ;;
    '/filters') REPLY='filters' ;;
    '/events') REPLY='events' ;;
    '/dataset') REPLY='dataset' ;;
    '/config') REPLY='config' ;;
    '/completion') REPLY='completion' ;;
    '/track') REPLY='track' ;;
    '/hide') REPLY='hide' ;;
    '/unhide') REPLY='unhide' ;;
    '/hidden') REPLY='hidden' ;;
    '/search') REPLY='search' ;;
    '/digest') REPLY='digest' ;;
    '/profile') REPLY='profile' ;;
    '/mcp') REPLY='mcp' ;;
    '/health') REPLY='health' ;;
    '/sandbox') REPLY='sandbox' ;;
    '/help') REPLY='help' ;;
    'jobs/list') REPLY='jobs list' ;;
    'jobs/get') REPLY='jobs get' ;;
    'jobs/pick') REPLY='jobs pick' ;;
    'jobs/save') REPLY='jobs save' ;;
    'jobs/unsave') REPLY='jobs unsave' ;;
    'jobs/saved') REPLY='jobs saved' ;;
    'jobs/stats') REPLY='jobs stats' ;;
    'internships/list') REPLY='internships list' ;;
    'internships/get') REPLY='internships get' ;;
    'internships/pick') REPLY='internships pick' ;;
    'internships/save') REPLY='internships save' ;;
    'internships/unsave') REPLY='internships unsave' ;;
    'internships/saved') REPLY='internships saved' ;;
    'internships/stats') REPLY='internships stats' ;;
    'filters/refresh') REPLY='filters refresh' ;;
    'events/list') REPLY='events list' ;;
    'events/get') REPLY='events get' ;;
    'config/get') REPLY='config get' ;;
    'config/set') REPLY='config set' ;;
    'config/unset') REPLY='config unset' ;;
    'config/list') REPLY='config list' ;;
    'config/path') REPLY='config path' ;;
    'completion/install') REPLY='completion install' ;;
    'completion/uninstall') REPLY='completion uninstall' ;;
    'track/set') REPLY='track set' ;;
    'track/show') REPLY='track show' ;;
    'track/rm') REPLY='track rm' ;;
    'hide/listing') REPLY='hide listing' ;;
    'hide/company') REPLY='hide company' ;;
    'unhide/listing') REPLY='unhide listing' ;;
    'unhide/company') REPLY='unhide company' ;;
    'search/save') REPLY='search save' ;;
    'search/list') REPLY='search list' ;;
    'search/run') REPLY='search run' ;;
    'search/feed') REPLY='search feed' ;;
    'search/rm') REPLY='search rm' ;;
    'profile/set') REPLY='profile set' ;;
    'profile/show') REPLY='profile show' ;;
    'profile/edit') REPLY='profile edit' ;;
    'profile/clear') REPLY='profile clear' ;;
    *) REPLY="" ;;
  esac
}

# Options accepted at path $1.
_fresher_options() {
  case "$1" in
    '') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'help') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'ui') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'jobs') REPLY='--location --industry --role --work-type --on-campus --off-campus --hidden --no-validate --pay-range --stipend --search --exclude --company --since --sort --min-match --reverse --limit --new --untracked --show-hidden --interactive -i --with-pay --with-match --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'jobs list') REPLY='--location --industry --role --work-type --on-campus --off-campus --hidden --no-validate --pay-range --stipend --search --exclude --company --since --sort --min-match --reverse --limit --new --untracked --show-hidden --interactive -i --with-pay --with-match --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'jobs get') REPLY='--with-match --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'jobs pick') REPLY='--location --industry --role --work-type --on-campus --off-campus --hidden --no-validate --pay-range --stipend --search --exclude --company --since --sort --min-match --reverse --limit --new --untracked --show-hidden --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'jobs save') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'jobs unsave') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'jobs saved') REPLY='--all-apis --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'jobs stats') REPLY='--location --industry --role --work-type --on-campus --off-campus --hidden --no-validate --pay-range --stipend --search --exclude --company --since --min-match --untracked --show-hidden --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'internships') REPLY='--location --industry --role --work-type --on-campus --off-campus --hidden --no-validate --pay-range --stipend --search --exclude --company --since --sort --min-match --reverse --limit --new --untracked --show-hidden --interactive -i --with-pay --with-match --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'internships list') REPLY='--location --industry --role --work-type --on-campus --off-campus --hidden --no-validate --pay-range --stipend --search --exclude --company --since --sort --min-match --reverse --limit --new --untracked --show-hidden --interactive -i --with-pay --with-match --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'internships get') REPLY='--with-match --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'internships pick') REPLY='--location --industry --role --work-type --on-campus --off-campus --hidden --no-validate --pay-range --stipend --search --exclude --company --since --sort --min-match --reverse --limit --new --untracked --show-hidden --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'internships save') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'internships unsave') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'internships saved') REPLY='--all-apis --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'internships stats') REPLY='--location --industry --role --work-type --on-campus --off-campus --hidden --no-validate --pay-range --stipend --search --exclude --company --since --min-match --untracked --show-hidden --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'filters') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'filters refresh') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'events') REPLY='--upcoming --all --limit --location --city --online --company --type --ics --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'events list') REPLY='--upcoming --all --limit --location --city --online --company --type --ics --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'events get') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'dataset') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'config') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'config get') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'config set') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'config unset') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'config list') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'config path') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'completion') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'completion install') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'completion uninstall') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'track') REPLY='--status --note --on --deadline --next --due --ics --all-apis --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'track set') REPLY='--status --note --on --deadline --next --due --ics --all-apis --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'track show') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'track rm') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'hide') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'hide listing') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'hide company') REPLY='--match --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'unhide') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'unhide listing') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'unhide company') REPLY='--match --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'hidden') REPLY='--all-apis --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'search') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'search save') REPLY='--location --industry --role --work-type --on-campus --off-campus --hidden --no-validate --pay-range --stipend --search --exclude --company --since --sort --min-match --reverse --limit --new --untracked --show-hidden --internships --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'search list') REPLY='--all-apis --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'search run') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'search feed') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'search rm') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'digest') REPLY='--exit-status --notify --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'profile') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'profile set') REPLY='--skills --grad-year --degree --branch --cgpa --percentage --backlogs --city --work-type --min-ctc --min-stipend --unset --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'profile show') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'profile edit') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'profile clear') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'mcp') REPLY='--allow-writes --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'health') REPLY='--api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    'sandbox') REPLY='--port --host --seed --jobs --internships --events --rate-limit --rate-window --latency --fault --quirks --api-url --site-url --format --json --csv --fields --output -o --bom --allow-formulas --no-color --quiet -q --no-pager --no-input --timeout --max-wait --debug --help -h --version -V' ;;
    *) REPLY="" ;;
  esac
}

# Option $2 at path $1: s (a switch), v:SPEC (takes a value completed by SPEC), or nothing (unknown).
_fresher_option() {
  case "$1/$2" in
    'jobs/--location') REPLY='v:c:location:' ;;
    'jobs/--industry') REPLY='v:c:industry:' ;;
    'jobs/--role') REPLY='v:c:role:' ;;
    'jobs/--work-type') REPLY='v:c:work_type:On-site Remote Hybrid' ;;
    'jobs/--on-campus') REPLY='s' ;;
    'jobs/--off-campus') REPLY='s' ;;
    'jobs/--hidden') REPLY='s' ;;
    'jobs/--no-validate') REPLY='s' ;;
    'jobs/--pay-range') REPLY='v:c:pay_range:' ;;
    'jobs/--stipend') REPLY='v:' ;;
    'jobs/--search') REPLY='v:' ;;
    'jobs/--exclude') REPLY='v:' ;;
    'jobs/--company') REPLY='v:' ;;
    'jobs/--since') REPLY='v:' ;;
    'jobs/--sort') REPLY='v:w:posted deadline company pay score match' ;;
    'jobs/--min-match') REPLY='v:' ;;
    'jobs/--reverse') REPLY='s' ;;
    'jobs/--limit') REPLY='v:' ;;
    'jobs/--new') REPLY='s' ;;
    'jobs/--untracked') REPLY='s' ;;
    'jobs/--show-hidden') REPLY='s' ;;
    'jobs/--interactive'|'jobs/-i') REPLY='s' ;;
    'jobs/--with-pay') REPLY='s' ;;
    'jobs/--with-match') REPLY='s' ;;
    'jobs list/--location') REPLY='v:c:location:' ;;
    'jobs list/--industry') REPLY='v:c:industry:' ;;
    'jobs list/--role') REPLY='v:c:role:' ;;
    'jobs list/--work-type') REPLY='v:c:work_type:On-site Remote Hybrid' ;;
    'jobs list/--on-campus') REPLY='s' ;;
    'jobs list/--off-campus') REPLY='s' ;;
    'jobs list/--hidden') REPLY='s' ;;
    'jobs list/--no-validate') REPLY='s' ;;
    'jobs list/--pay-range') REPLY='v:c:pay_range:' ;;
    'jobs list/--stipend') REPLY='v:' ;;
    'jobs list/--search') REPLY='v:' ;;
    'jobs list/--exclude') REPLY='v:' ;;
    'jobs list/--company') REPLY='v:' ;;
    'jobs list/--since') REPLY='v:' ;;
    'jobs list/--sort') REPLY='v:w:posted deadline company pay score match' ;;
    'jobs list/--min-match') REPLY='v:' ;;
    'jobs list/--reverse') REPLY='s' ;;
    'jobs list/--limit') REPLY='v:' ;;
    'jobs list/--new') REPLY='s' ;;
    'jobs list/--untracked') REPLY='s' ;;
    'jobs list/--show-hidden') REPLY='s' ;;
    'jobs list/--interactive'|'jobs list/-i') REPLY='s' ;;
    'jobs list/--with-pay') REPLY='s' ;;
    'jobs list/--with-match') REPLY='s' ;;
    'jobs get/--with-match') REPLY='s' ;;
    'jobs pick/--location') REPLY='v:c:location:' ;;
    'jobs pick/--industry') REPLY='v:c:industry:' ;;
    'jobs pick/--role') REPLY='v:c:role:' ;;
    'jobs pick/--work-type') REPLY='v:c:work_type:On-site Remote Hybrid' ;;
    'jobs pick/--on-campus') REPLY='s' ;;
    'jobs pick/--off-campus') REPLY='s' ;;
    'jobs pick/--hidden') REPLY='s' ;;
    'jobs pick/--no-validate') REPLY='s' ;;
    'jobs pick/--pay-range') REPLY='v:c:pay_range:' ;;
    'jobs pick/--stipend') REPLY='v:' ;;
    'jobs pick/--search') REPLY='v:' ;;
    'jobs pick/--exclude') REPLY='v:' ;;
    'jobs pick/--company') REPLY='v:' ;;
    'jobs pick/--since') REPLY='v:' ;;
    'jobs pick/--sort') REPLY='v:w:posted deadline company pay score match' ;;
    'jobs pick/--min-match') REPLY='v:' ;;
    'jobs pick/--reverse') REPLY='s' ;;
    'jobs pick/--limit') REPLY='v:' ;;
    'jobs pick/--new') REPLY='s' ;;
    'jobs pick/--untracked') REPLY='s' ;;
    'jobs pick/--show-hidden') REPLY='s' ;;
    'jobs saved/--all-apis') REPLY='s' ;;
    'jobs stats/--location') REPLY='v:c:location:' ;;
    'jobs stats/--industry') REPLY='v:c:industry:' ;;
    'jobs stats/--role') REPLY='v:c:role:' ;;
    'jobs stats/--work-type') REPLY='v:c:work_type:On-site Remote Hybrid' ;;
    'jobs stats/--on-campus') REPLY='s' ;;
    'jobs stats/--off-campus') REPLY='s' ;;
    'jobs stats/--hidden') REPLY='s' ;;
    'jobs stats/--no-validate') REPLY='s' ;;
    'jobs stats/--pay-range') REPLY='v:c:pay_range:' ;;
    'jobs stats/--stipend') REPLY='v:' ;;
    'jobs stats/--search') REPLY='v:' ;;
    'jobs stats/--exclude') REPLY='v:' ;;
    'jobs stats/--company') REPLY='v:' ;;
    'jobs stats/--since') REPLY='v:' ;;
    'jobs stats/--min-match') REPLY='v:' ;;
    'jobs stats/--untracked') REPLY='s' ;;
    'jobs stats/--show-hidden') REPLY='s' ;;
    'internships/--location') REPLY='v:c:location:' ;;
    'internships/--industry') REPLY='v:c:industry:' ;;
    'internships/--role') REPLY='v:c:role:' ;;
    'internships/--work-type') REPLY='v:c:work_type:On-site Remote Hybrid' ;;
    'internships/--on-campus') REPLY='s' ;;
    'internships/--off-campus') REPLY='s' ;;
    'internships/--hidden') REPLY='s' ;;
    'internships/--no-validate') REPLY='s' ;;
    'internships/--pay-range') REPLY='v:c:pay_range:' ;;
    'internships/--stipend') REPLY='v:' ;;
    'internships/--search') REPLY='v:' ;;
    'internships/--exclude') REPLY='v:' ;;
    'internships/--company') REPLY='v:' ;;
    'internships/--since') REPLY='v:' ;;
    'internships/--sort') REPLY='v:w:posted deadline company pay score match' ;;
    'internships/--min-match') REPLY='v:' ;;
    'internships/--reverse') REPLY='s' ;;
    'internships/--limit') REPLY='v:' ;;
    'internships/--new') REPLY='s' ;;
    'internships/--untracked') REPLY='s' ;;
    'internships/--show-hidden') REPLY='s' ;;
    'internships/--interactive'|'internships/-i') REPLY='s' ;;
    'internships/--with-pay') REPLY='s' ;;
    'internships/--with-match') REPLY='s' ;;
    'internships list/--location') REPLY='v:c:location:' ;;
    'internships list/--industry') REPLY='v:c:industry:' ;;
    'internships list/--role') REPLY='v:c:role:' ;;
    'internships list/--work-type') REPLY='v:c:work_type:On-site Remote Hybrid' ;;
    'internships list/--on-campus') REPLY='s' ;;
    'internships list/--off-campus') REPLY='s' ;;
    'internships list/--hidden') REPLY='s' ;;
    'internships list/--no-validate') REPLY='s' ;;
    'internships list/--pay-range') REPLY='v:c:pay_range:' ;;
    'internships list/--stipend') REPLY='v:' ;;
    'internships list/--search') REPLY='v:' ;;
    'internships list/--exclude') REPLY='v:' ;;
    'internships list/--company') REPLY='v:' ;;
    'internships list/--since') REPLY='v:' ;;
    'internships list/--sort') REPLY='v:w:posted deadline company pay score match' ;;
    'internships list/--min-match') REPLY='v:' ;;
    'internships list/--reverse') REPLY='s' ;;
    'internships list/--limit') REPLY='v:' ;;
    'internships list/--new') REPLY='s' ;;
    'internships list/--untracked') REPLY='s' ;;
    'internships list/--show-hidden') REPLY='s' ;;
    'internships list/--interactive'|'internships list/-i') REPLY='s' ;;
    'internships list/--with-pay') REPLY='s' ;;
    'internships list/--with-match') REPLY='s' ;;
    'internships get/--with-match') REPLY='s' ;;
    'internships pick/--location') REPLY='v:c:location:' ;;
    'internships pick/--industry') REPLY='v:c:industry:' ;;
    'internships pick/--role') REPLY='v:c:role:' ;;
    'internships pick/--work-type') REPLY='v:c:work_type:On-site Remote Hybrid' ;;
    'internships pick/--on-campus') REPLY='s' ;;
    'internships pick/--off-campus') REPLY='s' ;;
    'internships pick/--hidden') REPLY='s' ;;
    'internships pick/--no-validate') REPLY='s' ;;
    'internships pick/--pay-range') REPLY='v:c:pay_range:' ;;
    'internships pick/--stipend') REPLY='v:' ;;
    'internships pick/--search') REPLY='v:' ;;
    'internships pick/--exclude') REPLY='v:' ;;
    'internships pick/--company') REPLY='v:' ;;
    'internships pick/--since') REPLY='v:' ;;
    'internships pick/--sort') REPLY='v:w:posted deadline company pay score match' ;;
    'internships pick/--min-match') REPLY='v:' ;;
    'internships pick/--reverse') REPLY='s' ;;
    'internships pick/--limit') REPLY='v:' ;;
    'internships pick/--new') REPLY='s' ;;
    'internships pick/--untracked') REPLY='s' ;;
    'internships pick/--show-hidden') REPLY='s' ;;
    'internships saved/--all-apis') REPLY='s' ;;
    'internships stats/--location') REPLY='v:c:location:' ;;
    'internships stats/--industry') REPLY='v:c:industry:' ;;
    'internships stats/--role') REPLY='v:c:role:' ;;
    'internships stats/--work-type') REPLY='v:c:work_type:On-site Remote Hybrid' ;;
    'internships stats/--on-campus') REPLY='s' ;;
    'internships stats/--off-campus') REPLY='s' ;;
    'internships stats/--hidden') REPLY='s' ;;
    'internships stats/--no-validate') REPLY='s' ;;
    'internships stats/--pay-range') REPLY='v:c:pay_range:' ;;
    'internships stats/--stipend') REPLY='v:' ;;
    'internships stats/--search') REPLY='v:' ;;
    'internships stats/--exclude') REPLY='v:' ;;
    'internships stats/--company') REPLY='v:' ;;
    'internships stats/--since') REPLY='v:' ;;
    'internships stats/--min-match') REPLY='v:' ;;
    'internships stats/--untracked') REPLY='s' ;;
    'internships stats/--show-hidden') REPLY='s' ;;
    'events/--upcoming') REPLY='s' ;;
    'events/--all') REPLY='s' ;;
    'events/--limit') REPLY='v:' ;;
    'events/--location') REPLY='v:c:location:' ;;
    'events/--city') REPLY='v:c:location:' ;;
    'events/--online') REPLY='s' ;;
    'events/--company') REPLY='v:' ;;
    'events/--type') REPLY='v:c:event_type:' ;;
    'events/--ics') REPLY='s' ;;
    'events list/--upcoming') REPLY='s' ;;
    'events list/--all') REPLY='s' ;;
    'events list/--limit') REPLY='v:' ;;
    'events list/--location') REPLY='v:c:location:' ;;
    'events list/--city') REPLY='v:c:location:' ;;
    'events list/--online') REPLY='s' ;;
    'events list/--company') REPLY='v:' ;;
    'events list/--type') REPLY='v:c:event_type:' ;;
    'events list/--ics') REPLY='s' ;;
    'track/--status') REPLY='v:w:interested applied test interview offer rejected withdrawn' ;;
    'track/--note') REPLY='v:' ;;
    'track/--on') REPLY='v:' ;;
    'track/--deadline') REPLY='v:' ;;
    'track/--next') REPLY='v:' ;;
    'track/--due') REPLY='v:' ;;
    'track/--ics') REPLY='s' ;;
    'track/--all-apis') REPLY='s' ;;
    'track set/--status') REPLY='v:w:interested applied test interview offer rejected withdrawn' ;;
    'track set/--note') REPLY='v:' ;;
    'track set/--on') REPLY='v:' ;;
    'track set/--deadline') REPLY='v:' ;;
    'track set/--next') REPLY='v:' ;;
    'track set/--due') REPLY='v:' ;;
    'track set/--ics') REPLY='s' ;;
    'track set/--all-apis') REPLY='s' ;;
    'hide company/--match') REPLY='v:' ;;
    'unhide company/--match') REPLY='v:' ;;
    'hidden/--all-apis') REPLY='s' ;;
    'search save/--location') REPLY='v:c:location:' ;;
    'search save/--industry') REPLY='v:c:industry:' ;;
    'search save/--role') REPLY='v:c:role:' ;;
    'search save/--work-type') REPLY='v:c:work_type:On-site Remote Hybrid' ;;
    'search save/--on-campus') REPLY='s' ;;
    'search save/--off-campus') REPLY='s' ;;
    'search save/--hidden') REPLY='s' ;;
    'search save/--no-validate') REPLY='s' ;;
    'search save/--pay-range') REPLY='v:c:pay_range:' ;;
    'search save/--stipend') REPLY='v:' ;;
    'search save/--search') REPLY='v:' ;;
    'search save/--exclude') REPLY='v:' ;;
    'search save/--company') REPLY='v:' ;;
    'search save/--since') REPLY='v:' ;;
    'search save/--sort') REPLY='v:w:posted deadline company pay score match' ;;
    'search save/--min-match') REPLY='v:' ;;
    'search save/--reverse') REPLY='s' ;;
    'search save/--limit') REPLY='v:' ;;
    'search save/--new') REPLY='s' ;;
    'search save/--untracked') REPLY='s' ;;
    'search save/--show-hidden') REPLY='s' ;;
    'search save/--internships') REPLY='s' ;;
    'search list/--all-apis') REPLY='s' ;;
    'digest/--exit-status') REPLY='s' ;;
    'digest/--notify') REPLY='s' ;;
    'profile set/--skills') REPLY='v:' ;;
    'profile set/--grad-year') REPLY='v:' ;;
    'profile set/--degree') REPLY='v:' ;;
    'profile set/--branch') REPLY='v:' ;;
    'profile set/--cgpa') REPLY='v:' ;;
    'profile set/--percentage') REPLY='v:' ;;
    'profile set/--backlogs') REPLY='v:' ;;
    'profile set/--city') REPLY='v:c:location:' ;;
    'profile set/--work-type') REPLY='v:w:On-site Remote Hybrid' ;;
    'profile set/--min-ctc') REPLY='v:' ;;
    'profile set/--min-stipend') REPLY='v:' ;;
    'profile set/--unset') REPLY='v:w:skills grad-year degree branch cgpa percentage backlogs city work-type min-ctc min-stipend' ;;
    'mcp/--allow-writes') REPLY='s' ;;
    'sandbox/--port') REPLY='v:' ;;
    'sandbox/--host') REPLY='v:' ;;
    'sandbox/--seed') REPLY='v:' ;;
    'sandbox/--jobs') REPLY='v:' ;;
    'sandbox/--internships') REPLY='v:' ;;
    'sandbox/--events') REPLY='v:' ;;
    'sandbox/--rate-limit') REPLY='v:' ;;
    'sandbox/--rate-window') REPLY='v:' ;;
    'sandbox/--latency') REPLY='v:' ;;
    'sandbox/--fault') REPLY='v:' ;;
    'sandbox/--quirks') REPLY='s' ;;
    */'--api-url') REPLY='v:' ;;
    */'--site-url') REPLY='v:' ;;
    */'--format') REPLY='v:w:table json ndjson csv plain tsv atom xlsx' ;;
    */'--json') REPLY='s' ;;
    */'--csv') REPLY='s' ;;
    */'--fields') REPLY='v:' ;;
    */'--output'|*/'-o') REPLY='v:f' ;;
    */'--bom') REPLY='s' ;;
    */'--allow-formulas') REPLY='s' ;;
    */'--no-color') REPLY='s' ;;
    */'--quiet'|*/'-q') REPLY='s' ;;
    */'--no-pager') REPLY='s' ;;
    */'--no-input') REPLY='s' ;;
    */'--timeout') REPLY='v:' ;;
    */'--max-wait') REPLY='v:' ;;
    */'--debug') REPLY='s' ;;
    */'--help'|*/'-h') REPLY='s' ;;
    */'--version'|*/'-V') REPLY='s' ;;
    *) REPLY="" ;;
  esac
}

# Subcommands at path $1.
_fresher_subcommands() {
  case "$1" in
    '') REPLY='ui jobs internships filters events dataset config completion track hide unhide hidden search digest profile mcp health sandbox help' ;;
    'jobs') REPLY='list get pick save unsave saved stats' ;;
    'internships') REPLY='list get pick save unsave saved stats' ;;
    'filters') REPLY='refresh' ;;
    'events') REPLY='list get' ;;
    'config') REPLY='get set unset list path' ;;
    'completion') REPLY='install uninstall' ;;
    'track') REPLY='set show rm' ;;
    'hide') REPLY='listing company' ;;
    'unhide') REPLY='listing company' ;;
    'search') REPLY='save list run feed rm' ;;
    'profile') REPLY='set show edit clear' ;;
    *) REPLY="" ;;
  esac
}

# What positional argument $2 (from 0) at path $1 completes from.
_fresher_argument() {
  case "$1/$2" in
    'help/0') REPLY='w:ui jobs internships filters events dataset config completion track hide unhide hidden search digest profile mcp health sandbox' ;;
    'jobs get/0'|'jobs get/'*) REPLY='c:job_ids:' ;;
    'jobs save/0'|'jobs save/'*) REPLY='c:job_ids:' ;;
    'jobs unsave/0'|'jobs unsave/'*) REPLY='c:job_ids:' ;;
    'internships get/0'|'internships get/'*) REPLY='c:internship_ids:' ;;
    'internships save/0'|'internships save/'*) REPLY='c:internship_ids:' ;;
    'internships unsave/0'|'internships unsave/'*) REPLY='c:internship_ids:' ;;
    'filters/0') REPLY='w:industry location pay_range role work_type' ;;
    'events get/0'|'events get/'*) REPLY='c:event_ids:' ;;
    'config get/0') REPLY='w:api-url site-url format cache-ttl color max-wait timeout pager' ;;
    'config set/0') REPLY='w:api-url site-url format cache-ttl color max-wait timeout pager' ;;
    'config set/1') REPLY='k' ;;
    'config unset/0') REPLY='w:api-url site-url format cache-ttl color max-wait timeout pager' ;;
    'config path/0') REPLY='w:config state cache' ;;
    'completion/0') REPLY='w:bash zsh fish powershell' ;;
    'completion install/0') REPLY='w:bash zsh fish powershell' ;;
    'completion uninstall/0') REPLY='w:bash zsh fish powershell' ;;
    'track/0'|'track/'*) REPLY='c:listing_ids:' ;;
    'track set/0'|'track set/'*) REPLY='c:listing_ids:' ;;
    'track show/0') REPLY='c:listing_ids:' ;;
    'track rm/0'|'track rm/'*) REPLY='c:listing_ids:' ;;
    'hide/0'|'hide/'*) REPLY='c:listing_ids:' ;;
    'hide listing/0'|'hide listing/'*) REPLY='c:listing_ids:' ;;
    'hide company/0') REPLY='' ;;
    'unhide/0'|'unhide/'*) REPLY='c:listing_ids:' ;;
    'unhide listing/0'|'unhide listing/'*) REPLY='c:listing_ids:' ;;
    'unhide company/0') REPLY='' ;;
    'search save/0') REPLY='' ;;
    'search run/0') REPLY='' ;;
    'search feed/0') REPLY='' ;;
    'search rm/0') REPLY='' ;;
    *) REPLY="" ;;
  esac
}

# Fixed values of config key $1.
_fresher_config_values() {
  case "$1" in
    'format') REPLY='w:table json ndjson csv plain tsv atom xlsx' ;;
    'color') REPLY='w:auto always never' ;;
    *) REPLY="" ;;
  esac
}

# The cache dir as fresher finds it: FRESHER_CACHE_DIR, an absolute XDG_CACHE_HOME, ~/.cache.
_fresher_cache_dir() {
  REPLY=$FRESHER_CACHE_DIR
  # A leading ~ is the home folder, as fresher reads it.
  [[ $REPLY == \~ || $REPLY == \~/* ]] && REPLY=$HOME${REPLY:1}
  if [[ -z $REPLY ]]; then
    if [[ $XDG_CACHE_HOME == /* ]]; then REPLY=$XDG_CACHE_HOME/fresher; else REPLY=$HOME/.cache/fresher; fi
  fi
}

# $1 quoted for where the cursor is: after an open " or ', or unquoted.
_fresher_quote() {
  local v=$1
  case $_fresher_open in
    \") v=${v//\\/\\\\}; v=${v//\"/\\\"}; v=${v//\$/\\\$}; v=${v//\`/\\\`}; REPLY=$v ;;
    \') REPLY=${v//\'/\'\\\'\'} ;;
    *) printf -v REPLY '%q' "$v" ;;
  esac
}

# Adds the values of SPEC ($1) that start with the word typed, quoted; $2 goes before each (--opt=).
_fresher_values() {
  local spec=$1 before=$2 typed=$_fresher_cur line file fallback
  local -a values=()
  _fresher_open=""
  case $typed in
    \"* | \'*) _fresher_open=${typed:0:1}; typed=${typed:1} ;;
    *) typed=${typed//\\/} ;;
  esac
  case $spec in
    w:*) read -r -a values <<<"${spec#w:}" ;;
    k) _fresher_config_values "$_fresher_key"; read -r -a values <<<"${REPLY#w:}" ;;
    # Files: one per line (names with spaces stay whole); bash quotes them and marks folders.
    f) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$typed"); return ;;
    c:*)
      spec=${spec#c:}; file=${spec%%:*}; fallback=${spec#*:}
      _fresher_cache_dir; file=$REPLY/completion/$file.txt
      if [[ -r $file ]]; then
        # A line is VALUE, or VALUE<tab>LABEL (the label is for shells that show one).
        while IFS= read -r line; do line=${line%%$'\t'*}; [[ -n $line ]] && values+=("$line"); done <"$file"
      else
        read -r -a values <<<"$fallback"
      fi ;;
  esac
  for line in "${values[@]}"; do
    [[ ${line,,} == "${typed,,}"* ]] || continue
    _fresher_quote "$line"
    COMPREPLY+=("$before$REPLY")
  done
}

_fresher() {
  local REPLY path="" i w argc=0 pending="" pending_opt="" before="" spec opted=
  local _fresher_cur=${COMP_WORDS[COMP_CWORD]} _fresher_key="" _fresher_open=""
  COMPREPLY=()
  # Walk the words before the cursor: subcommands, options and the values they take, arguments.
  # bash splits --opt=value at "=" (COMP_WORDBREAKS): the value is the word after the "=".
  for ((i = 1; i < COMP_CWORD; i++)); do
    w=${COMP_WORDS[i]}
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
    _fresher_values "${REPLY#v:}" "$before"
  elif [[ $_fresher_cur == --*=* ]]; then
    _fresher_option "$path" "${_fresher_cur%%=*}"
    [[ $REPLY == v:* ]] || return 0
    spec=${REPLY#v:}; before=${_fresher_cur%%=*}=; _fresher_cur=${_fresher_cur#*=}
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
