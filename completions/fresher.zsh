#compdef fresher
# zsh completion for fresher (generated from its command table: fresher completion zsh)
# Install: fresher completion zsh > "${fpath[1]}/_fresher"   (then restart zsh)
#      or: source <(fresher completion zsh)   in ~/.zshrc, after compinit
# Filter values come from the vocabulary fresher caches on disk: no network, no Node start.

_fresher_child() {
  case "$1/$2" in
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
    'config/get') REPLY='config get' ;;
    'config/set') REPLY='config set' ;;
    'config/unset') REPLY='config unset' ;;
    'config/list') REPLY='config list' ;;
    'config/path') REPLY='config path' ;;
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
    'search/rm') REPLY='search rm' ;;
    'profile/set') REPLY='profile set' ;;
    'profile/show') REPLY='profile show' ;;
    'profile/clear') REPLY='profile clear' ;;
    *) REPLY="" ;;
  esac
}

# Options at path $1, as pairs of flag and description.
_fresher_options() {
  case "$1" in
    '') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'help') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'jobs') reply=('--location' 'city, e.g. "Bengaluru, India" (see: fresher filters location)' '--industry' 'industry (see: fresher filters industry)' '--role' 'role family, sent as role_type (see: fresher filters role)' '--work-type' 'On-site, Remote or Hybrid' '--on-campus' 'only on-campus listings' '--off-campus' 'only off-campus listings' '--hidden' 'hidden roles from recruiters'\'' own feeds (sends is_unofficial=true)' '--no-validate' 'send filter values as given, without checking the vocabulary' '--pay-range' 'pay band in lakh per year, e.g. 3-6 or 15+ (applied locally)' '--stipend' 'internships: stipend in ₹ per month, e.g. 10000-20000, 15k+ or "up to 8000" (applied locally)' '--search' 'only listings whose title, company or description contain the text' '--exclude' 'leave out listings containing the text (repeatable)' '--company' 'only companies whose name contains the text' '--since' 'posted since: 3d, 12h, 2w or a date like 2026-11-01' '--sort' 'posted, deadline, company, pay or score' '--reverse' 'reverse the order' '--limit' 'show at most N (0: all)' '--new' 'only listings not shown by an earlier --new run of the same query' '--untracked' 'leave out listings you track (fresher track)' '--show-hidden' 'include companies and listings you hid (fresher hide)' '--interactive' 'choose filters and browse results interactively (same as pick)' '-i' 'choose filters and browse results interactively (same as pick)' '--with-pay' 'add fresher'\''s reading of the pay: fresher_pay_min, _max, _unit (LPA or ₹/month), _kind' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'jobs list') reply=('--location' 'city, e.g. "Bengaluru, India" (see: fresher filters location)' '--industry' 'industry (see: fresher filters industry)' '--role' 'role family, sent as role_type (see: fresher filters role)' '--work-type' 'On-site, Remote or Hybrid' '--on-campus' 'only on-campus listings' '--off-campus' 'only off-campus listings' '--hidden' 'hidden roles from recruiters'\'' own feeds (sends is_unofficial=true)' '--no-validate' 'send filter values as given, without checking the vocabulary' '--pay-range' 'pay band in lakh per year, e.g. 3-6 or 15+ (applied locally)' '--stipend' 'internships: stipend in ₹ per month, e.g. 10000-20000, 15k+ or "up to 8000" (applied locally)' '--search' 'only listings whose title, company or description contain the text' '--exclude' 'leave out listings containing the text (repeatable)' '--company' 'only companies whose name contains the text' '--since' 'posted since: 3d, 12h, 2w or a date like 2026-11-01' '--sort' 'posted, deadline, company, pay or score' '--reverse' 'reverse the order' '--limit' 'show at most N (0: all)' '--new' 'only listings not shown by an earlier --new run of the same query' '--untracked' 'leave out listings you track (fresher track)' '--show-hidden' 'include companies and listings you hid (fresher hide)' '--interactive' 'choose filters and browse results interactively (same as pick)' '-i' 'choose filters and browse results interactively (same as pick)' '--with-pay' 'add fresher'\''s reading of the pay: fresher_pay_min, _max, _unit (LPA or ₹/month), _kind' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'jobs get') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'jobs pick') reply=('--location' 'city, e.g. "Bengaluru, India" (see: fresher filters location)' '--industry' 'industry (see: fresher filters industry)' '--role' 'role family, sent as role_type (see: fresher filters role)' '--work-type' 'On-site, Remote or Hybrid' '--on-campus' 'only on-campus listings' '--off-campus' 'only off-campus listings' '--hidden' 'hidden roles from recruiters'\'' own feeds (sends is_unofficial=true)' '--no-validate' 'send filter values as given, without checking the vocabulary' '--pay-range' 'pay band in lakh per year, e.g. 3-6 or 15+ (applied locally)' '--stipend' 'internships: stipend in ₹ per month, e.g. 10000-20000, 15k+ or "up to 8000" (applied locally)' '--search' 'only listings whose title, company or description contain the text' '--exclude' 'leave out listings containing the text (repeatable)' '--company' 'only companies whose name contains the text' '--since' 'posted since: 3d, 12h, 2w or a date like 2026-11-01' '--sort' 'posted, deadline, company, pay or score' '--reverse' 'reverse the order' '--limit' 'show at most N (0: all)' '--new' 'only listings not shown by an earlier --new run of the same query' '--untracked' 'leave out listings you track (fresher track)' '--show-hidden' 'include companies and listings you hid (fresher hide)' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'jobs save') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'jobs unsave') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'jobs saved') reply=('--all-apis' 'also show what you keep for other APIs (each row names its API)' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'jobs stats') reply=('--location' 'city, e.g. "Bengaluru, India" (see: fresher filters location)' '--industry' 'industry (see: fresher filters industry)' '--role' 'role family, sent as role_type (see: fresher filters role)' '--work-type' 'On-site, Remote or Hybrid' '--on-campus' 'only on-campus listings' '--off-campus' 'only off-campus listings' '--hidden' 'hidden roles from recruiters'\'' own feeds (sends is_unofficial=true)' '--no-validate' 'send filter values as given, without checking the vocabulary' '--pay-range' 'pay band in lakh per year, e.g. 3-6 or 15+ (applied locally)' '--stipend' 'internships: stipend in ₹ per month, e.g. 10000-20000, 15k+ or "up to 8000" (applied locally)' '--search' 'only listings whose title, company or description contain the text' '--exclude' 'leave out listings containing the text (repeatable)' '--company' 'only companies whose name contains the text' '--since' 'posted since: 3d, 12h, 2w or a date like 2026-11-01' '--sort' 'posted, deadline, company, pay or score' '--reverse' 'reverse the order' '--limit' 'show at most N (0: all)' '--new' 'only listings not shown by an earlier --new run of the same query' '--untracked' 'leave out listings you track (fresher track)' '--show-hidden' 'include companies and listings you hid (fresher hide)' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'internships') reply=('--location' 'city, e.g. "Bengaluru, India" (see: fresher filters location)' '--industry' 'industry (see: fresher filters industry)' '--role' 'role family, sent as role_type (see: fresher filters role)' '--work-type' 'On-site, Remote or Hybrid' '--on-campus' 'only on-campus listings' '--off-campus' 'only off-campus listings' '--hidden' 'hidden roles from recruiters'\'' own feeds (sends is_unofficial=true)' '--no-validate' 'send filter values as given, without checking the vocabulary' '--pay-range' 'pay band in lakh per year, e.g. 3-6 or 15+ (applied locally)' '--stipend' 'internships: stipend in ₹ per month, e.g. 10000-20000, 15k+ or "up to 8000" (applied locally)' '--search' 'only listings whose title, company or description contain the text' '--exclude' 'leave out listings containing the text (repeatable)' '--company' 'only companies whose name contains the text' '--since' 'posted since: 3d, 12h, 2w or a date like 2026-11-01' '--sort' 'posted, deadline, company, pay or score' '--reverse' 'reverse the order' '--limit' 'show at most N (0: all)' '--new' 'only listings not shown by an earlier --new run of the same query' '--untracked' 'leave out listings you track (fresher track)' '--show-hidden' 'include companies and listings you hid (fresher hide)' '--interactive' 'choose filters and browse results interactively (same as pick)' '-i' 'choose filters and browse results interactively (same as pick)' '--with-pay' 'add fresher'\''s reading of the pay: fresher_pay_min, _max, _unit (LPA or ₹/month), _kind' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'internships list') reply=('--location' 'city, e.g. "Bengaluru, India" (see: fresher filters location)' '--industry' 'industry (see: fresher filters industry)' '--role' 'role family, sent as role_type (see: fresher filters role)' '--work-type' 'On-site, Remote or Hybrid' '--on-campus' 'only on-campus listings' '--off-campus' 'only off-campus listings' '--hidden' 'hidden roles from recruiters'\'' own feeds (sends is_unofficial=true)' '--no-validate' 'send filter values as given, without checking the vocabulary' '--pay-range' 'pay band in lakh per year, e.g. 3-6 or 15+ (applied locally)' '--stipend' 'internships: stipend in ₹ per month, e.g. 10000-20000, 15k+ or "up to 8000" (applied locally)' '--search' 'only listings whose title, company or description contain the text' '--exclude' 'leave out listings containing the text (repeatable)' '--company' 'only companies whose name contains the text' '--since' 'posted since: 3d, 12h, 2w or a date like 2026-11-01' '--sort' 'posted, deadline, company, pay or score' '--reverse' 'reverse the order' '--limit' 'show at most N (0: all)' '--new' 'only listings not shown by an earlier --new run of the same query' '--untracked' 'leave out listings you track (fresher track)' '--show-hidden' 'include companies and listings you hid (fresher hide)' '--interactive' 'choose filters and browse results interactively (same as pick)' '-i' 'choose filters and browse results interactively (same as pick)' '--with-pay' 'add fresher'\''s reading of the pay: fresher_pay_min, _max, _unit (LPA or ₹/month), _kind' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'internships get') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'internships pick') reply=('--location' 'city, e.g. "Bengaluru, India" (see: fresher filters location)' '--industry' 'industry (see: fresher filters industry)' '--role' 'role family, sent as role_type (see: fresher filters role)' '--work-type' 'On-site, Remote or Hybrid' '--on-campus' 'only on-campus listings' '--off-campus' 'only off-campus listings' '--hidden' 'hidden roles from recruiters'\'' own feeds (sends is_unofficial=true)' '--no-validate' 'send filter values as given, without checking the vocabulary' '--pay-range' 'pay band in lakh per year, e.g. 3-6 or 15+ (applied locally)' '--stipend' 'internships: stipend in ₹ per month, e.g. 10000-20000, 15k+ or "up to 8000" (applied locally)' '--search' 'only listings whose title, company or description contain the text' '--exclude' 'leave out listings containing the text (repeatable)' '--company' 'only companies whose name contains the text' '--since' 'posted since: 3d, 12h, 2w or a date like 2026-11-01' '--sort' 'posted, deadline, company, pay or score' '--reverse' 'reverse the order' '--limit' 'show at most N (0: all)' '--new' 'only listings not shown by an earlier --new run of the same query' '--untracked' 'leave out listings you track (fresher track)' '--show-hidden' 'include companies and listings you hid (fresher hide)' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'internships save') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'internships unsave') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'internships saved') reply=('--all-apis' 'also show what you keep for other APIs (each row names its API)' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'internships stats') reply=('--location' 'city, e.g. "Bengaluru, India" (see: fresher filters location)' '--industry' 'industry (see: fresher filters industry)' '--role' 'role family, sent as role_type (see: fresher filters role)' '--work-type' 'On-site, Remote or Hybrid' '--on-campus' 'only on-campus listings' '--off-campus' 'only off-campus listings' '--hidden' 'hidden roles from recruiters'\'' own feeds (sends is_unofficial=true)' '--no-validate' 'send filter values as given, without checking the vocabulary' '--pay-range' 'pay band in lakh per year, e.g. 3-6 or 15+ (applied locally)' '--stipend' 'internships: stipend in ₹ per month, e.g. 10000-20000, 15k+ or "up to 8000" (applied locally)' '--search' 'only listings whose title, company or description contain the text' '--exclude' 'leave out listings containing the text (repeatable)' '--company' 'only companies whose name contains the text' '--since' 'posted since: 3d, 12h, 2w or a date like 2026-11-01' '--sort' 'posted, deadline, company, pay or score' '--reverse' 'reverse the order' '--limit' 'show at most N (0: all)' '--new' 'only listings not shown by an earlier --new run of the same query' '--untracked' 'leave out listings you track (fresher track)' '--show-hidden' 'include companies and listings you hid (fresher hide)' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'filters') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'filters refresh') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'events') reply=('--upcoming' 'only events from today on (the default)' '--all' 'past events too' '--limit' 'show at most N (0: all)' '--online' 'only online events' '--company' 'only events of companies whose name contains the text' '--type' 'only this kind of event, e.g. workshop, hiring-drive, webinar' '--ics' 'an iCalendar file (RFC 5545) to import into a calendar; with -o FILE.ics' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'events list') reply=('--upcoming' 'only events from today on (the default)' '--all' 'past events too' '--limit' 'show at most N (0: all)' '--online' 'only online events' '--company' 'only events of companies whose name contains the text' '--type' 'only this kind of event, e.g. workshop, hiring-drive, webinar' '--ics' 'an iCalendar file (RFC 5545) to import into a calendar; with -o FILE.ics' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'dataset') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'config') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'config get') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'config set') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'config unset') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'config list') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'config path') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'completion') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'track') reply=('--status' 'interested, applied, test, interview, offer, rejected, withdrawn: with ids, the status to record; without, the board'\''s filter' '--note' 'a note kept with the status change' '--on' 'when it happened (YYYY-MM-DD; default now)' '--due' 'tracked and saved listings whose deadline is within this many days (7d, 2w)' '--ics' 'deadlines of tracked and saved listings as an iCalendar file' '--all-apis' 'also show what you keep for other APIs (each row names its API)' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'track set') reply=('--status' 'interested, applied, test, interview, offer, rejected, withdrawn: with ids, the status to record; without, the board'\''s filter' '--note' 'a note kept with the status change' '--on' 'when it happened (YYYY-MM-DD; default now)' '--due' 'tracked and saved listings whose deadline is within this many days (7d, 2w)' '--ics' 'deadlines of tracked and saved listings as an iCalendar file' '--all-apis' 'also show what you keep for other APIs (each row names its API)' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'track show') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'track rm') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'hide') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'hide listing') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'hide company') reply=('--match' 'hide every company whose name contains the text' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'unhide') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'unhide listing') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'unhide company') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'hidden') reply=('--all-apis' 'also show what you keep for other APIs (each row names its API)' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'search') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'search save') reply=('--location' 'city, e.g. "Bengaluru, India" (see: fresher filters location)' '--industry' 'industry (see: fresher filters industry)' '--role' 'role family, sent as role_type (see: fresher filters role)' '--work-type' 'On-site, Remote or Hybrid' '--on-campus' 'only on-campus listings' '--off-campus' 'only off-campus listings' '--hidden' 'hidden roles from recruiters'\'' own feeds (sends is_unofficial=true)' '--no-validate' 'send filter values as given, without checking the vocabulary' '--pay-range' 'pay band in lakh per year, e.g. 3-6 or 15+ (applied locally)' '--stipend' 'internships: stipend in ₹ per month, e.g. 10000-20000, 15k+ or "up to 8000" (applied locally)' '--search' 'only listings whose title, company or description contain the text' '--exclude' 'leave out listings containing the text (repeatable)' '--company' 'only companies whose name contains the text' '--since' 'posted since: 3d, 12h, 2w or a date like 2026-11-01' '--sort' 'posted, deadline, company, pay or score' '--reverse' 'reverse the order' '--limit' 'show at most N (0: all)' '--new' 'only listings not shown by an earlier --new run of the same query' '--untracked' 'leave out listings you track (fresher track)' '--show-hidden' 'include companies and listings you hid (fresher hide)' '--internships' 'a search of internships (default: jobs)' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'search list') reply=('--all-apis' 'also show what you keep for other APIs (each row names its API)' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'search run') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'search rm') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'digest') reply=('--exit-status' 'exit 3 when nothing is new (for cron scripts)' '--notify' 'raise a desktop notification when something is new (where a notifier exists)' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'profile') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'profile set') reply=('--skills' 'your skills, comma-separated, each with an optional level: "Python:advanced, SQL, Power BI" (replaces the list)' '--grad-year' 'the year you graduate (your batch), e.g. 2026' '--degree' 'e.g. B.Tech, B.E., BCA, MCA, MBA' '--branch' 'e.g. CSE, IT, ECE, Mechanical' '--cgpa' 'CGPA on a 10-point scale, e.g. 7.8' '--percentage' 'aggregate percentage, e.g. 72' '--backlogs' 'active backlogs (arrears) now, e.g. 0' '--city' 'a city you would work in (repeatable; replaces the list)' '--work-type' 'On-site, Remote or Hybrid (repeatable; replaces the list)' '--min-ctc' 'the lowest CTC you want, in lakh per year, e.g. 6' '--min-stipend' 'the lowest stipend you want, in ₹ per month, e.g. 15000 or 15k' '--unset' 'forget a field: skills, grad-year, degree, branch, cgpa, percentage, backlogs, city, work-type, min-ctc or min-stipend (repeatable)' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'profile show') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'profile clear') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'health') reply=('--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    'sandbox') reply=('--port' 'port (0 picks a free one)' '--host' 'address to listen on' '--seed' 'seed of the synthetic data' '--jobs' 'number of jobs' '--internships' 'number of internships' '--events' 'number of events' '--rate-limit' 'requests per window and client' '--rate-window' 'rate-limit window' '--latency' 'delay added to every response' '--fault' 'inject a fault, repeatable: 500 | 429=SECONDS | 404 | html | truncated | slow=MS | reset | sunset, then ,path=/api/jobs ,nth=N ,times=K|*' '--quirks' 'add hostile records (escape sequences, formula cells, unknown fields)' '--api-url' 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)' '--site-url' 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)' '--format' 'output format' '--json' 'same as --format json' '--csv' 'same as --format csv' '--fields' 'comma-separated fields to show or export (any API field)' '--output' 'write to a file (format from its extension), atomically' '-o' 'write to a file (format from its extension), atomically' '--bom' 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)' '--allow-formulas' 'CSV: do not neutralise cells starting with = + - @' '--no-color' 'no colour (also NO_COLOR)' '--quiet' 'no notices on stderr (warnings and errors still show)' '-q' 'no notices on stderr (warnings and errors still show)' '--no-pager' 'never page output, even when taller than the terminal' '--no-input' 'never prompt; interactive commands refuse' '--timeout' 'network timeout (default 30)' '--max-wait' 'most time to spend waiting on rate limits in a run, in total (default 60)' '--debug' 'log requests and error details to stderr' '--help' 'show help' '-h' 'show help' '--version' 'print the version' '-V' 'print the version') ;;
    *) reply=() ;;
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
    'jobs/--sort') REPLY='v:w:posted deadline company pay score' ;;
    'jobs/--reverse') REPLY='s' ;;
    'jobs/--limit') REPLY='v:' ;;
    'jobs/--new') REPLY='s' ;;
    'jobs/--untracked') REPLY='s' ;;
    'jobs/--show-hidden') REPLY='s' ;;
    'jobs/--interactive'|'jobs/-i') REPLY='s' ;;
    'jobs/--with-pay') REPLY='s' ;;
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
    'jobs list/--sort') REPLY='v:w:posted deadline company pay score' ;;
    'jobs list/--reverse') REPLY='s' ;;
    'jobs list/--limit') REPLY='v:' ;;
    'jobs list/--new') REPLY='s' ;;
    'jobs list/--untracked') REPLY='s' ;;
    'jobs list/--show-hidden') REPLY='s' ;;
    'jobs list/--interactive'|'jobs list/-i') REPLY='s' ;;
    'jobs list/--with-pay') REPLY='s' ;;
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
    'jobs pick/--sort') REPLY='v:w:posted deadline company pay score' ;;
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
    'jobs stats/--sort') REPLY='v:w:posted deadline company pay score' ;;
    'jobs stats/--reverse') REPLY='s' ;;
    'jobs stats/--limit') REPLY='v:' ;;
    'jobs stats/--new') REPLY='s' ;;
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
    'internships/--sort') REPLY='v:w:posted deadline company pay score' ;;
    'internships/--reverse') REPLY='s' ;;
    'internships/--limit') REPLY='v:' ;;
    'internships/--new') REPLY='s' ;;
    'internships/--untracked') REPLY='s' ;;
    'internships/--show-hidden') REPLY='s' ;;
    'internships/--interactive'|'internships/-i') REPLY='s' ;;
    'internships/--with-pay') REPLY='s' ;;
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
    'internships list/--sort') REPLY='v:w:posted deadline company pay score' ;;
    'internships list/--reverse') REPLY='s' ;;
    'internships list/--limit') REPLY='v:' ;;
    'internships list/--new') REPLY='s' ;;
    'internships list/--untracked') REPLY='s' ;;
    'internships list/--show-hidden') REPLY='s' ;;
    'internships list/--interactive'|'internships list/-i') REPLY='s' ;;
    'internships list/--with-pay') REPLY='s' ;;
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
    'internships pick/--sort') REPLY='v:w:posted deadline company pay score' ;;
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
    'internships stats/--sort') REPLY='v:w:posted deadline company pay score' ;;
    'internships stats/--reverse') REPLY='s' ;;
    'internships stats/--limit') REPLY='v:' ;;
    'internships stats/--new') REPLY='s' ;;
    'internships stats/--untracked') REPLY='s' ;;
    'internships stats/--show-hidden') REPLY='s' ;;
    'events/--upcoming') REPLY='s' ;;
    'events/--all') REPLY='s' ;;
    'events/--limit') REPLY='v:' ;;
    'events/--online') REPLY='s' ;;
    'events/--company') REPLY='v:' ;;
    'events/--type') REPLY='v:c:event_type:' ;;
    'events/--ics') REPLY='s' ;;
    'events list/--upcoming') REPLY='s' ;;
    'events list/--all') REPLY='s' ;;
    'events list/--limit') REPLY='v:' ;;
    'events list/--online') REPLY='s' ;;
    'events list/--company') REPLY='v:' ;;
    'events list/--type') REPLY='v:c:event_type:' ;;
    'events list/--ics') REPLY='s' ;;
    'track/--status') REPLY='v:w:interested applied test interview offer rejected withdrawn' ;;
    'track/--note') REPLY='v:' ;;
    'track/--on') REPLY='v:' ;;
    'track/--due') REPLY='v:' ;;
    'track/--ics') REPLY='s' ;;
    'track/--all-apis') REPLY='s' ;;
    'track set/--status') REPLY='v:w:interested applied test interview offer rejected withdrawn' ;;
    'track set/--note') REPLY='v:' ;;
    'track set/--on') REPLY='v:' ;;
    'track set/--due') REPLY='v:' ;;
    'track set/--ics') REPLY='s' ;;
    'track set/--all-apis') REPLY='s' ;;
    'hide company/--match') REPLY='v:' ;;
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
    'search save/--sort') REPLY='v:w:posted deadline company pay score' ;;
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
    */'--format') REPLY='v:w:table json ndjson csv plain tsv' ;;
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

# Subcommands at path $1, as pairs of name and description.
_fresher_subcommands() {
  case "$1" in
    '') reply=('jobs' 'browse jobs' 'internships' 'browse internships' 'filters' 'show the filter vocabulary: values to pass to --location, --industry, --role, --work-type' 'events' 'campus and career events' 'dataset' 'the public hiring dataset for India (CC-BY-4.0), with attribution and updatedAt' 'config' 'read and change settings (where they are stored: '\''fresher config path'\'')' 'completion' 'print a shell completion script' 'track' 'track applications: a status per listing, with dates and notes' 'hide' 'leave companies or listings out of lists, stats, the picker and the digest' 'unhide' 'show hidden companies or listings again' 'hidden' 'list hidden companies and listings' 'search' 'saved searches: filters and refine flags kept under a name, for run and digest' 'digest' 'what is new in every saved search since the last digest (hidden and tracked listings left out)' 'profile' 'your skills, education and wishes, kept on this machine for matching listings locally (never sent)' 'health' 'check that the API is serving (exit 0 only when it says "ok")' 'sandbox' 'serve the built-in sandbox API (synthetic data) in the foreground' 'help' 'show help for a command') ;;
    'jobs') reply=('list' 'list jobs, newest first' 'get' 'show one or more jobs by id' 'pick' 'choose filters and browse jobs interactively; prints the chosen ids' 'save' 'save jobs to your list' 'unsave' 'remove jobs from your list' 'saved' 'your saved jobs, refreshed from the API: open, closed or no longer listed' 'stats' 'counts of jobs by city, role, industry, company, work type and pay') ;;
    'internships') reply=('list' 'list internships, newest first' 'get' 'show one or more internships by id' 'pick' 'choose filters and browse internships interactively; prints the chosen ids' 'save' 'save internships to your list' 'unsave' 'remove internships from your list' 'saved' 'your saved internships, refreshed from the API: open, closed or no longer listed' 'stats' 'counts of internships by city, role, industry, company, work type and pay') ;;
    'filters') reply=('refresh' 'fetch the filter vocabulary again and update the cache') ;;
    'events') reply=('list' 'list events from today on, soonest first (--all: past ones too)') ;;
    'config') reply=('get' 'print a setting' 'set' 'change a setting' 'unset' 'remove a setting (back to its default)' 'list' 'print every stored setting as key=value' 'path' 'print where config, state and caches are kept (one of them: config, state or cache)') ;;
    'track') reply=('set' 'record a status for listings; without ids, the board of everything you track' 'show' 'a tracked listing with its whole history and notes' 'rm' 'stop tracking listings (their history goes)') ;;
    'hide') reply=('listing' 'hide listings by id' 'company' 'hide a company by its exact name (any case or accents), or every company containing --match TEXT') ;;
    'unhide') reply=('listing' 'unhide listings by id' 'company' 'unhide a company (the name or --match text as it was hidden)') ;;
    'search') reply=('save' 'save a search (its flags are checked now and again at every run)' 'list' 'the saved searches' 'run' 'run a saved search (output flags as for list)' 'rm' 'delete a saved search') ;;
    'profile') reply=('set' 'set fields of your profile (the ones not named stay as they are)' 'show' 'show your profile' 'clear' 'forget your whole profile') ;;
    *) reply=() ;;
  esac
}

_fresher_argument() {
  case "$1/$2" in
    'help/0') REPLY='w:jobs internships filters events dataset config completion track hide unhide hidden search digest profile health sandbox' ;;
    'jobs get/0'|'jobs get/'*) REPLY='c:job_ids:' ;;
    'jobs save/0'|'jobs save/'*) REPLY='c:job_ids:' ;;
    'jobs unsave/0'|'jobs unsave/'*) REPLY='c:job_ids:' ;;
    'internships get/0'|'internships get/'*) REPLY='c:internship_ids:' ;;
    'internships save/0'|'internships save/'*) REPLY='c:internship_ids:' ;;
    'internships unsave/0'|'internships unsave/'*) REPLY='c:internship_ids:' ;;
    'filters/0') REPLY='w:industry location pay_range role work_type' ;;
    'config get/0') REPLY='w:api-url site-url format cache-ttl color max-wait timeout pager' ;;
    'config set/0') REPLY='w:api-url site-url format cache-ttl color max-wait timeout pager' ;;
    'config set/1') REPLY='k' ;;
    'config unset/0') REPLY='w:api-url site-url format cache-ttl color max-wait timeout pager' ;;
    'config path/0') REPLY='w:config state cache' ;;
    'completion/0') REPLY='w:bash zsh fish powershell' ;;
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
    'search rm/0') REPLY='' ;;
    *) REPLY="" ;;
  esac
}

_fresher_config_values() {
  case "$1" in
    'format') REPLY='w:table json ndjson csv plain tsv' ;;
    'color') REPLY='w:auto always never' ;;
    *) REPLY="" ;;
  esac
}

# Offers pairs of word and description from $reply.
_fresher_describe() {
  local -a names descs
  local name desc
  for name desc in "${reply[@]}"; do
    names+=("$name")
    descs+=("${(r:18:)name} -- $desc")
  done
  (( ${#names} )) && compadd -l -d descs -- "${names[@]}"
}

# Offers the values of SPEC ($1); compadd quotes them for the command line.
_fresher_values() {
  local spec=$1 dir file fallback
  local -a values
  case $spec in
    w:*) values=(${=spec#w:}) ;;
    k) _fresher_config_values "$_fresher_key"; values=(${=REPLY#w:}) ;;
    f) _files; return ;;
    c:*)
      spec=${spec#c:}; file=${spec%%:*}; fallback=${spec#*:}
      # The cache dir as fresher finds it: FRESHER_CACHE_DIR, an absolute XDG_CACHE_HOME, ~/.cache.
      dir=$FRESHER_CACHE_DIR
      if [[ -z $dir ]]; then
        if [[ $XDG_CACHE_HOME == /* ]]; then dir=$XDG_CACHE_HOME/fresher; else dir=$HOME/.cache/fresher; fi
      fi
      file=$dir/completion/$file.txt
      if [[ -r $file ]]; then values=("${(@f)$(<$file)}"); else values=(${=fallback}); fi ;;
  esac
  values=(${values:#})
  (( ${#values} )) && compadd -M 'm:{a-zA-Z}={A-Za-z}' -- "${values[@]}"
}

_fresher() {
  local REPLY path="" w pending="" pending_opt="" _fresher_key="" cur=${words[CURRENT]}
  local -a reply
  local -i i argc=0
  for (( i = 2; i < CURRENT; i++ )); do
    w=${words[i]}
    if [[ -n $pending ]]; then pending=""; continue; fi
    case $w in
      --*=*) continue ;;
      -?*) _fresher_option "$path" "$w"; [[ $REPLY == v:* ]] && pending=1 && pending_opt=$w; continue ;;
    esac
    _fresher_child "$path" "$w"
    if [[ -n $REPLY ]]; then path=$REPLY; argc=0; else _fresher_key=$w; (( argc++ )); fi
  done

  if [[ -n $pending ]]; then
    _fresher_option "$path" "$pending_opt"
    _fresher_values "${REPLY#v:}"
  elif [[ $cur == --*=* ]]; then
    _fresher_option "$path" "${cur%%=*}"
    [[ $REPLY == v:* ]] || return 1
    compset -P '*=' 2>/dev/null
    _fresher_values "${REPLY#v:}"
  elif [[ $cur == -* ]]; then
    _fresher_options "$path"
    _fresher_describe
  else
    _fresher_subcommands "$path"
    _fresher_describe
    _fresher_argument "$path" "$argc"
    [[ -n $REPLY ]] && _fresher_values "$REPLY"
  fi
  return 0
}

if [[ $zsh_eval_context[-1] == loadautoload ]]; then
  _fresher "$@"
else
  (( $+functions[compdef] )) && compdef _fresher fresher
fi
