# fish completion for fresher (generated from its command table: fresher completion fish)
# Install: fresher completion fish > ~/.config/fish/completions/fresher.fish
# Filter values come from the vocabulary fresher caches on disk: no network, no Node start.

function __fresher_child --argument-names path word
    switch "$path/$word"
        case '/jobs'
            echo 'jobs'
        case '/internships'
            echo 'internships'
        case '/filters'
            echo 'filters'
        case '/events'
            echo 'events'
        case '/dataset'
            echo 'dataset'
        case '/config'
            echo 'config'
        case '/completion'
            echo 'completion'
        case '/health'
            echo 'health'
        case '/sandbox'
            echo 'sandbox'
        case '/help'
            echo 'help'
        case 'jobs/list'
            echo 'jobs list'
        case 'jobs/get'
            echo 'jobs get'
        case 'jobs/pick'
            echo 'jobs pick'
        case 'jobs/save'
            echo 'jobs save'
        case 'jobs/unsave'
            echo 'jobs unsave'
        case 'jobs/saved'
            echo 'jobs saved'
        case 'jobs/stats'
            echo 'jobs stats'
        case 'internships/list'
            echo 'internships list'
        case 'internships/get'
            echo 'internships get'
        case 'internships/pick'
            echo 'internships pick'
        case 'internships/save'
            echo 'internships save'
        case 'internships/unsave'
            echo 'internships unsave'
        case 'internships/saved'
            echo 'internships saved'
        case 'internships/stats'
            echo 'internships stats'
        case 'filters/refresh'
            echo 'filters refresh'
        case 'events/list'
            echo 'events list'
        case 'config/get'
            echo 'config get'
        case 'config/set'
            echo 'config set'
        case 'config/unset'
            echo 'config unset'
        case 'config/list'
            echo 'config list'
        case 'config/path'
            echo 'config path'
    end
end

function __fresher_takes_value --argument-names path opt
    switch "$path/$opt"
        case 'jobs/--location' 'jobs/--industry' 'jobs/--role' 'jobs/--work-type' 'jobs/--pay-range' 'jobs/--search' 'jobs/--exclude' 'jobs/--company' 'jobs/--since' 'jobs/--sort' 'jobs/--limit' 'jobs list/--location' 'jobs list/--industry' 'jobs list/--role' 'jobs list/--work-type' 'jobs list/--pay-range' 'jobs list/--search' 'jobs list/--exclude' 'jobs list/--company' 'jobs list/--since' 'jobs list/--sort' 'jobs list/--limit' 'jobs pick/--location' 'jobs pick/--industry' 'jobs pick/--role' 'jobs pick/--work-type' 'jobs stats/--location' 'jobs stats/--industry' 'jobs stats/--role' 'jobs stats/--work-type' 'jobs stats/--pay-range' 'jobs stats/--search' 'jobs stats/--exclude' 'jobs stats/--company' 'jobs stats/--since' 'jobs stats/--sort' 'jobs stats/--limit' 'internships/--location' 'internships/--industry' 'internships/--role' 'internships/--work-type' 'internships/--pay-range' 'internships/--search' 'internships/--exclude' 'internships/--company' 'internships/--since' 'internships/--sort' 'internships/--limit' 'internships list/--location' 'internships list/--industry' 'internships list/--role' 'internships list/--work-type' 'internships list/--pay-range' 'internships list/--search' 'internships list/--exclude' 'internships list/--company' 'internships list/--since' 'internships list/--sort' 'internships list/--limit' 'internships pick/--location' 'internships pick/--industry' 'internships pick/--role' 'internships pick/--work-type' 'internships stats/--location' 'internships stats/--industry' 'internships stats/--role' 'internships stats/--work-type' 'internships stats/--pay-range' 'internships stats/--search' 'internships stats/--exclude' 'internships stats/--company' 'internships stats/--since' 'internships stats/--sort' 'internships stats/--limit' 'events/--limit' 'events/--company' 'events/--type' 'events list/--limit' 'events list/--company' 'events list/--type' 'sandbox/--port' 'sandbox/--host' 'sandbox/--seed' 'sandbox/--jobs' 'sandbox/--internships' 'sandbox/--events' 'sandbox/--rate-limit' 'sandbox/--rate-window' 'sandbox/--latency' 'sandbox/--fault' '*/--api-url' '*/--site-url' '*/--format' '*/--fields' '*/--output' '*/-o' '*/--timeout' '*/--max-wait'
            return 0
    end
    return 1
end

# Walks the words before the cursor: sets the command path, the argument count and the last argument.
function __fresher_state
    set -g __fresher_path ''
    set -g __fresher_argc 0
    set -g __fresher_key ''
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
                __fresher_takes_value "$__fresher_path" $w; and set pending 1
                continue
        end
        set -l child (__fresher_child "$__fresher_path" $w)
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
        set dir $FRESHER_CACHE_DIR
    end
    set -l file $dir/completion/$name.txt
    if test -r $file
        cat $file
    else if test (count $argv) -gt 1
        printf '%s\n' $argv[2..-1]
    end
end

function __fresher_config_values
    switch "$__fresher_key"
        case 'format'
            printf '%s\n' 'table' 'json' 'ndjson' 'csv' 'plain' 'tsv'
        case 'color'
            printf '%s\n' 'auto' 'always' 'never'
    end
end

complete -c fresher -f
complete -c fresher -n '__fresher_at \'\'' -a 'jobs' -d 'browse jobs'
complete -c fresher -n '__fresher_at \'\'' -a 'internships' -d 'browse internships'
complete -c fresher -n '__fresher_at \'\'' -a 'filters' -d 'show the filter vocabulary: values to pass to --location, --industry, --role, --work-type'
complete -c fresher -n '__fresher_at \'\'' -a 'events' -d 'campus and career events'
complete -c fresher -n '__fresher_at \'\'' -a 'dataset' -d 'the public hiring dataset for India (CC-BY-4.0), with attribution and updatedAt'
complete -c fresher -n '__fresher_at \'\'' -a 'config' -d 'read and change settings (where they are stored: \'fresher config path\')'
complete -c fresher -n '__fresher_at \'\'' -a 'completion' -d 'print a shell completion script'
complete -c fresher -n '__fresher_at \'\'' -a 'health' -d 'check that the API is serving (exit 0 only when it says "ok")'
complete -c fresher -n '__fresher_at \'\'' -a 'sandbox' -d 'serve the built-in sandbox API (synthetic data) in the foreground'
complete -c fresher -n '__fresher_at \'\'' -a 'help' -d 'show help for a command'
complete -c fresher -n '__fresher_arg \'help\' 0' -a 'jobs internships filters events dataset config completion health sandbox'
complete -c fresher -n '__fresher_at \'jobs\'' -a 'list' -d 'list jobs, newest first'
complete -c fresher -n '__fresher_at \'jobs\'' -a 'get' -d 'show one or more jobs by id'
complete -c fresher -n '__fresher_at \'jobs\'' -a 'pick' -d 'choose filters and browse jobs interactively (on a terminal)'
complete -c fresher -n '__fresher_at \'jobs\'' -a 'save' -d 'save jobs to your list'
complete -c fresher -n '__fresher_at \'jobs\'' -a 'unsave' -d 'remove jobs from your list'
complete -c fresher -n '__fresher_at \'jobs\'' -a 'saved' -d 'your saved jobs, refreshed from the API: open, closed or no longer listed'
complete -c fresher -n '__fresher_at \'jobs\'' -a 'stats' -d 'counts of jobs by city, role, industry, company, work type and pay'
complete -c fresher -n '__fresher_at \'jobs\'' -l location -x -a '(__fresher_values location )' -d 'city, e.g. "Bengaluru, India" (see: fresher filters location)'
complete -c fresher -n '__fresher_at \'jobs\'' -l industry -x -a '(__fresher_values industry )' -d 'industry (see: fresher filters industry)'
complete -c fresher -n '__fresher_at \'jobs\'' -l role -x -a '(__fresher_values role )' -d 'role family, sent as role_type (see: fresher filters role)'
complete -c fresher -n '__fresher_at \'jobs\'' -l work-type -x -a '(__fresher_values work_type On-site Remote Hybrid)' -d 'On-site, Remote or Hybrid'
complete -c fresher -n '__fresher_at \'jobs\'' -l on-campus -d 'only on-campus listings'
complete -c fresher -n '__fresher_at \'jobs\'' -l off-campus -d 'only off-campus listings'
complete -c fresher -n '__fresher_at \'jobs\'' -l hidden -d 'hidden roles from recruiters\' own feeds (sends is_unofficial=true)'
complete -c fresher -n '__fresher_at \'jobs\'' -l no-validate -d 'send filter values as given, without checking the vocabulary'
complete -c fresher -n '__fresher_at \'jobs\'' -l pay-range -x -a '(__fresher_values pay_range )' -d 'pay band in lakh per year, e.g. 3-6 or 15+ (applied locally)'
complete -c fresher -n '__fresher_at \'jobs\'' -l search -x -d 'only listings whose title, company or description contain the text'
complete -c fresher -n '__fresher_at \'jobs\'' -l exclude -x -d 'leave out listings containing the text (repeatable)'
complete -c fresher -n '__fresher_at \'jobs\'' -l company -x -d 'only companies whose name contains the text'
complete -c fresher -n '__fresher_at \'jobs\'' -l since -x -d 'posted since: 3d, 12h, 2w or a date like 2026-11-01'
complete -c fresher -n '__fresher_at \'jobs\'' -l sort -x -a 'posted deadline company pay score' -d 'posted, deadline, company, pay or score'
complete -c fresher -n '__fresher_at \'jobs\'' -l reverse -d 'reverse the order'
complete -c fresher -n '__fresher_at \'jobs\'' -l limit -x -d 'show at most N (0: all)'
complete -c fresher -n '__fresher_at \'jobs\'' -l new -d 'only listings not shown by an earlier --new run of the same query'
complete -c fresher -n '__fresher_at \'jobs\'' -s i -l interactive -d 'choose filters and browse results interactively (same as pick)'
complete -c fresher -n '__fresher_at \'jobs list\'' -l location -x -a '(__fresher_values location )' -d 'city, e.g. "Bengaluru, India" (see: fresher filters location)'
complete -c fresher -n '__fresher_at \'jobs list\'' -l industry -x -a '(__fresher_values industry )' -d 'industry (see: fresher filters industry)'
complete -c fresher -n '__fresher_at \'jobs list\'' -l role -x -a '(__fresher_values role )' -d 'role family, sent as role_type (see: fresher filters role)'
complete -c fresher -n '__fresher_at \'jobs list\'' -l work-type -x -a '(__fresher_values work_type On-site Remote Hybrid)' -d 'On-site, Remote or Hybrid'
complete -c fresher -n '__fresher_at \'jobs list\'' -l on-campus -d 'only on-campus listings'
complete -c fresher -n '__fresher_at \'jobs list\'' -l off-campus -d 'only off-campus listings'
complete -c fresher -n '__fresher_at \'jobs list\'' -l hidden -d 'hidden roles from recruiters\' own feeds (sends is_unofficial=true)'
complete -c fresher -n '__fresher_at \'jobs list\'' -l no-validate -d 'send filter values as given, without checking the vocabulary'
complete -c fresher -n '__fresher_at \'jobs list\'' -l pay-range -x -a '(__fresher_values pay_range )' -d 'pay band in lakh per year, e.g. 3-6 or 15+ (applied locally)'
complete -c fresher -n '__fresher_at \'jobs list\'' -l search -x -d 'only listings whose title, company or description contain the text'
complete -c fresher -n '__fresher_at \'jobs list\'' -l exclude -x -d 'leave out listings containing the text (repeatable)'
complete -c fresher -n '__fresher_at \'jobs list\'' -l company -x -d 'only companies whose name contains the text'
complete -c fresher -n '__fresher_at \'jobs list\'' -l since -x -d 'posted since: 3d, 12h, 2w or a date like 2026-11-01'
complete -c fresher -n '__fresher_at \'jobs list\'' -l sort -x -a 'posted deadline company pay score' -d 'posted, deadline, company, pay or score'
complete -c fresher -n '__fresher_at \'jobs list\'' -l reverse -d 'reverse the order'
complete -c fresher -n '__fresher_at \'jobs list\'' -l limit -x -d 'show at most N (0: all)'
complete -c fresher -n '__fresher_at \'jobs list\'' -l new -d 'only listings not shown by an earlier --new run of the same query'
complete -c fresher -n '__fresher_at \'jobs list\'' -s i -l interactive -d 'choose filters and browse results interactively (same as pick)'
complete -c fresher -n '__fresher_at \'jobs pick\'' -l location -x -a '(__fresher_values location )' -d 'city, e.g. "Bengaluru, India" (see: fresher filters location)'
complete -c fresher -n '__fresher_at \'jobs pick\'' -l industry -x -a '(__fresher_values industry )' -d 'industry (see: fresher filters industry)'
complete -c fresher -n '__fresher_at \'jobs pick\'' -l role -x -a '(__fresher_values role )' -d 'role family, sent as role_type (see: fresher filters role)'
complete -c fresher -n '__fresher_at \'jobs pick\'' -l work-type -x -a '(__fresher_values work_type On-site Remote Hybrid)' -d 'On-site, Remote or Hybrid'
complete -c fresher -n '__fresher_at \'jobs pick\'' -l on-campus -d 'only on-campus listings'
complete -c fresher -n '__fresher_at \'jobs pick\'' -l off-campus -d 'only off-campus listings'
complete -c fresher -n '__fresher_at \'jobs pick\'' -l hidden -d 'hidden roles from recruiters\' own feeds (sends is_unofficial=true)'
complete -c fresher -n '__fresher_at \'jobs pick\'' -l no-validate -d 'send filter values as given, without checking the vocabulary'
complete -c fresher -n '__fresher_at \'jobs stats\'' -l location -x -a '(__fresher_values location )' -d 'city, e.g. "Bengaluru, India" (see: fresher filters location)'
complete -c fresher -n '__fresher_at \'jobs stats\'' -l industry -x -a '(__fresher_values industry )' -d 'industry (see: fresher filters industry)'
complete -c fresher -n '__fresher_at \'jobs stats\'' -l role -x -a '(__fresher_values role )' -d 'role family, sent as role_type (see: fresher filters role)'
complete -c fresher -n '__fresher_at \'jobs stats\'' -l work-type -x -a '(__fresher_values work_type On-site Remote Hybrid)' -d 'On-site, Remote or Hybrid'
complete -c fresher -n '__fresher_at \'jobs stats\'' -l on-campus -d 'only on-campus listings'
complete -c fresher -n '__fresher_at \'jobs stats\'' -l off-campus -d 'only off-campus listings'
complete -c fresher -n '__fresher_at \'jobs stats\'' -l hidden -d 'hidden roles from recruiters\' own feeds (sends is_unofficial=true)'
complete -c fresher -n '__fresher_at \'jobs stats\'' -l no-validate -d 'send filter values as given, without checking the vocabulary'
complete -c fresher -n '__fresher_at \'jobs stats\'' -l pay-range -x -a '(__fresher_values pay_range )' -d 'pay band in lakh per year, e.g. 3-6 or 15+ (applied locally)'
complete -c fresher -n '__fresher_at \'jobs stats\'' -l search -x -d 'only listings whose title, company or description contain the text'
complete -c fresher -n '__fresher_at \'jobs stats\'' -l exclude -x -d 'leave out listings containing the text (repeatable)'
complete -c fresher -n '__fresher_at \'jobs stats\'' -l company -x -d 'only companies whose name contains the text'
complete -c fresher -n '__fresher_at \'jobs stats\'' -l since -x -d 'posted since: 3d, 12h, 2w or a date like 2026-11-01'
complete -c fresher -n '__fresher_at \'jobs stats\'' -l sort -x -a 'posted deadline company pay score' -d 'posted, deadline, company, pay or score'
complete -c fresher -n '__fresher_at \'jobs stats\'' -l reverse -d 'reverse the order'
complete -c fresher -n '__fresher_at \'jobs stats\'' -l limit -x -d 'show at most N (0: all)'
complete -c fresher -n '__fresher_at \'jobs stats\'' -l new -d 'only listings not shown by an earlier --new run of the same query'
complete -c fresher -n '__fresher_at \'internships\'' -a 'list' -d 'list internships, newest first'
complete -c fresher -n '__fresher_at \'internships\'' -a 'get' -d 'show one or more internships by id'
complete -c fresher -n '__fresher_at \'internships\'' -a 'pick' -d 'choose filters and browse internships interactively (on a terminal)'
complete -c fresher -n '__fresher_at \'internships\'' -a 'save' -d 'save internships to your list'
complete -c fresher -n '__fresher_at \'internships\'' -a 'unsave' -d 'remove internships from your list'
complete -c fresher -n '__fresher_at \'internships\'' -a 'saved' -d 'your saved internships, refreshed from the API: open, closed or no longer listed'
complete -c fresher -n '__fresher_at \'internships\'' -a 'stats' -d 'counts of internships by city, role, industry, company, work type and pay'
complete -c fresher -n '__fresher_at \'internships\'' -l location -x -a '(__fresher_values location )' -d 'city, e.g. "Bengaluru, India" (see: fresher filters location)'
complete -c fresher -n '__fresher_at \'internships\'' -l industry -x -a '(__fresher_values industry )' -d 'industry (see: fresher filters industry)'
complete -c fresher -n '__fresher_at \'internships\'' -l role -x -a '(__fresher_values role )' -d 'role family, sent as role_type (see: fresher filters role)'
complete -c fresher -n '__fresher_at \'internships\'' -l work-type -x -a '(__fresher_values work_type On-site Remote Hybrid)' -d 'On-site, Remote or Hybrid'
complete -c fresher -n '__fresher_at \'internships\'' -l on-campus -d 'only on-campus listings'
complete -c fresher -n '__fresher_at \'internships\'' -l off-campus -d 'only off-campus listings'
complete -c fresher -n '__fresher_at \'internships\'' -l hidden -d 'hidden roles from recruiters\' own feeds (sends is_unofficial=true)'
complete -c fresher -n '__fresher_at \'internships\'' -l no-validate -d 'send filter values as given, without checking the vocabulary'
complete -c fresher -n '__fresher_at \'internships\'' -l pay-range -x -a '(__fresher_values pay_range )' -d 'pay band in lakh per year, e.g. 3-6 or 15+ (applied locally)'
complete -c fresher -n '__fresher_at \'internships\'' -l search -x -d 'only listings whose title, company or description contain the text'
complete -c fresher -n '__fresher_at \'internships\'' -l exclude -x -d 'leave out listings containing the text (repeatable)'
complete -c fresher -n '__fresher_at \'internships\'' -l company -x -d 'only companies whose name contains the text'
complete -c fresher -n '__fresher_at \'internships\'' -l since -x -d 'posted since: 3d, 12h, 2w or a date like 2026-11-01'
complete -c fresher -n '__fresher_at \'internships\'' -l sort -x -a 'posted deadline company pay score' -d 'posted, deadline, company, pay or score'
complete -c fresher -n '__fresher_at \'internships\'' -l reverse -d 'reverse the order'
complete -c fresher -n '__fresher_at \'internships\'' -l limit -x -d 'show at most N (0: all)'
complete -c fresher -n '__fresher_at \'internships\'' -l new -d 'only listings not shown by an earlier --new run of the same query'
complete -c fresher -n '__fresher_at \'internships\'' -s i -l interactive -d 'choose filters and browse results interactively (same as pick)'
complete -c fresher -n '__fresher_at \'internships list\'' -l location -x -a '(__fresher_values location )' -d 'city, e.g. "Bengaluru, India" (see: fresher filters location)'
complete -c fresher -n '__fresher_at \'internships list\'' -l industry -x -a '(__fresher_values industry )' -d 'industry (see: fresher filters industry)'
complete -c fresher -n '__fresher_at \'internships list\'' -l role -x -a '(__fresher_values role )' -d 'role family, sent as role_type (see: fresher filters role)'
complete -c fresher -n '__fresher_at \'internships list\'' -l work-type -x -a '(__fresher_values work_type On-site Remote Hybrid)' -d 'On-site, Remote or Hybrid'
complete -c fresher -n '__fresher_at \'internships list\'' -l on-campus -d 'only on-campus listings'
complete -c fresher -n '__fresher_at \'internships list\'' -l off-campus -d 'only off-campus listings'
complete -c fresher -n '__fresher_at \'internships list\'' -l hidden -d 'hidden roles from recruiters\' own feeds (sends is_unofficial=true)'
complete -c fresher -n '__fresher_at \'internships list\'' -l no-validate -d 'send filter values as given, without checking the vocabulary'
complete -c fresher -n '__fresher_at \'internships list\'' -l pay-range -x -a '(__fresher_values pay_range )' -d 'pay band in lakh per year, e.g. 3-6 or 15+ (applied locally)'
complete -c fresher -n '__fresher_at \'internships list\'' -l search -x -d 'only listings whose title, company or description contain the text'
complete -c fresher -n '__fresher_at \'internships list\'' -l exclude -x -d 'leave out listings containing the text (repeatable)'
complete -c fresher -n '__fresher_at \'internships list\'' -l company -x -d 'only companies whose name contains the text'
complete -c fresher -n '__fresher_at \'internships list\'' -l since -x -d 'posted since: 3d, 12h, 2w or a date like 2026-11-01'
complete -c fresher -n '__fresher_at \'internships list\'' -l sort -x -a 'posted deadline company pay score' -d 'posted, deadline, company, pay or score'
complete -c fresher -n '__fresher_at \'internships list\'' -l reverse -d 'reverse the order'
complete -c fresher -n '__fresher_at \'internships list\'' -l limit -x -d 'show at most N (0: all)'
complete -c fresher -n '__fresher_at \'internships list\'' -l new -d 'only listings not shown by an earlier --new run of the same query'
complete -c fresher -n '__fresher_at \'internships list\'' -s i -l interactive -d 'choose filters and browse results interactively (same as pick)'
complete -c fresher -n '__fresher_at \'internships pick\'' -l location -x -a '(__fresher_values location )' -d 'city, e.g. "Bengaluru, India" (see: fresher filters location)'
complete -c fresher -n '__fresher_at \'internships pick\'' -l industry -x -a '(__fresher_values industry )' -d 'industry (see: fresher filters industry)'
complete -c fresher -n '__fresher_at \'internships pick\'' -l role -x -a '(__fresher_values role )' -d 'role family, sent as role_type (see: fresher filters role)'
complete -c fresher -n '__fresher_at \'internships pick\'' -l work-type -x -a '(__fresher_values work_type On-site Remote Hybrid)' -d 'On-site, Remote or Hybrid'
complete -c fresher -n '__fresher_at \'internships pick\'' -l on-campus -d 'only on-campus listings'
complete -c fresher -n '__fresher_at \'internships pick\'' -l off-campus -d 'only off-campus listings'
complete -c fresher -n '__fresher_at \'internships pick\'' -l hidden -d 'hidden roles from recruiters\' own feeds (sends is_unofficial=true)'
complete -c fresher -n '__fresher_at \'internships pick\'' -l no-validate -d 'send filter values as given, without checking the vocabulary'
complete -c fresher -n '__fresher_at \'internships stats\'' -l location -x -a '(__fresher_values location )' -d 'city, e.g. "Bengaluru, India" (see: fresher filters location)'
complete -c fresher -n '__fresher_at \'internships stats\'' -l industry -x -a '(__fresher_values industry )' -d 'industry (see: fresher filters industry)'
complete -c fresher -n '__fresher_at \'internships stats\'' -l role -x -a '(__fresher_values role )' -d 'role family, sent as role_type (see: fresher filters role)'
complete -c fresher -n '__fresher_at \'internships stats\'' -l work-type -x -a '(__fresher_values work_type On-site Remote Hybrid)' -d 'On-site, Remote or Hybrid'
complete -c fresher -n '__fresher_at \'internships stats\'' -l on-campus -d 'only on-campus listings'
complete -c fresher -n '__fresher_at \'internships stats\'' -l off-campus -d 'only off-campus listings'
complete -c fresher -n '__fresher_at \'internships stats\'' -l hidden -d 'hidden roles from recruiters\' own feeds (sends is_unofficial=true)'
complete -c fresher -n '__fresher_at \'internships stats\'' -l no-validate -d 'send filter values as given, without checking the vocabulary'
complete -c fresher -n '__fresher_at \'internships stats\'' -l pay-range -x -a '(__fresher_values pay_range )' -d 'pay band in lakh per year, e.g. 3-6 or 15+ (applied locally)'
complete -c fresher -n '__fresher_at \'internships stats\'' -l search -x -d 'only listings whose title, company or description contain the text'
complete -c fresher -n '__fresher_at \'internships stats\'' -l exclude -x -d 'leave out listings containing the text (repeatable)'
complete -c fresher -n '__fresher_at \'internships stats\'' -l company -x -d 'only companies whose name contains the text'
complete -c fresher -n '__fresher_at \'internships stats\'' -l since -x -d 'posted since: 3d, 12h, 2w or a date like 2026-11-01'
complete -c fresher -n '__fresher_at \'internships stats\'' -l sort -x -a 'posted deadline company pay score' -d 'posted, deadline, company, pay or score'
complete -c fresher -n '__fresher_at \'internships stats\'' -l reverse -d 'reverse the order'
complete -c fresher -n '__fresher_at \'internships stats\'' -l limit -x -d 'show at most N (0: all)'
complete -c fresher -n '__fresher_at \'internships stats\'' -l new -d 'only listings not shown by an earlier --new run of the same query'
complete -c fresher -n '__fresher_at \'filters\'' -a 'refresh' -d 'fetch the filter vocabulary again and update the cache'
complete -c fresher -n '__fresher_arg \'filters\' 0' -a 'industry location pay_range role work_type'
complete -c fresher -n '__fresher_at \'events\'' -a 'list' -d 'list events from today on, soonest first (--all: past ones too)'
complete -c fresher -n '__fresher_at \'events\'' -l upcoming -d 'only events from today on (the default)'
complete -c fresher -n '__fresher_at \'events\'' -l all -d 'past events too'
complete -c fresher -n '__fresher_at \'events\'' -l limit -x -d 'show at most N (0: all)'
complete -c fresher -n '__fresher_at \'events\'' -l online -d 'only online events'
complete -c fresher -n '__fresher_at \'events\'' -l company -x -d 'only events of companies whose name contains the text'
complete -c fresher -n '__fresher_at \'events\'' -l type -x -a '(__fresher_values event_type )' -d 'only this kind of event, e.g. workshop, hiring-drive, webinar'
complete -c fresher -n '__fresher_at \'events list\'' -l upcoming -d 'only events from today on (the default)'
complete -c fresher -n '__fresher_at \'events list\'' -l all -d 'past events too'
complete -c fresher -n '__fresher_at \'events list\'' -l limit -x -d 'show at most N (0: all)'
complete -c fresher -n '__fresher_at \'events list\'' -l online -d 'only online events'
complete -c fresher -n '__fresher_at \'events list\'' -l company -x -d 'only events of companies whose name contains the text'
complete -c fresher -n '__fresher_at \'events list\'' -l type -x -a '(__fresher_values event_type )' -d 'only this kind of event, e.g. workshop, hiring-drive, webinar'
complete -c fresher -n '__fresher_at \'config\'' -a 'get' -d 'print a setting'
complete -c fresher -n '__fresher_at \'config\'' -a 'set' -d 'change a setting'
complete -c fresher -n '__fresher_at \'config\'' -a 'unset' -d 'remove a setting (back to its default)'
complete -c fresher -n '__fresher_at \'config\'' -a 'list' -d 'print every stored setting as key=value'
complete -c fresher -n '__fresher_at \'config\'' -a 'path' -d 'print where config, state and caches are kept (one of them: config, state or cache)'
complete -c fresher -n '__fresher_arg \'config get\' 0' -a 'api-url site-url format cache-ttl color max-wait timeout'
complete -c fresher -n '__fresher_arg \'config set\' 0' -a 'api-url site-url format cache-ttl color max-wait timeout'
complete -c fresher -n '__fresher_arg \'config set\' 1' -a '(__fresher_config_values)'
complete -c fresher -n '__fresher_arg \'config unset\' 0' -a 'api-url site-url format cache-ttl color max-wait timeout'
complete -c fresher -n '__fresher_arg \'config path\' 0' -a 'config state cache'
complete -c fresher -n '__fresher_arg \'completion\' 0' -a 'bash zsh fish powershell'
complete -c fresher -n '__fresher_at \'sandbox\'' -l port -x -d 'port (0 picks a free one)'
complete -c fresher -n '__fresher_at \'sandbox\'' -l host -x -d 'address to listen on'
complete -c fresher -n '__fresher_at \'sandbox\'' -l seed -x -d 'seed of the synthetic data'
complete -c fresher -n '__fresher_at \'sandbox\'' -l jobs -x -d 'number of jobs'
complete -c fresher -n '__fresher_at \'sandbox\'' -l internships -x -d 'number of internships'
complete -c fresher -n '__fresher_at \'sandbox\'' -l events -x -d 'number of events'
complete -c fresher -n '__fresher_at \'sandbox\'' -l rate-limit -x -d 'requests per window and client'
complete -c fresher -n '__fresher_at \'sandbox\'' -l rate-window -x -d 'rate-limit window'
complete -c fresher -n '__fresher_at \'sandbox\'' -l latency -x -d 'delay added to every response'
complete -c fresher -n '__fresher_at \'sandbox\'' -l fault -x -d 'inject a fault, repeatable: 500 | 429=SECONDS | 404 | html | truncated | slow=MS | reset | sunset, then ,path=/api/jobs ,nth=N ,times=K|*'
complete -c fresher -n '__fresher_at \'sandbox\'' -l quirks -d 'add hostile records (escape sequences, formula cells, unknown fields)'
complete -c fresher -l api-url -x -d 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)'
complete -c fresher -l site-url -x -d 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)'
complete -c fresher -l format -x -a 'table json ndjson csv plain tsv' -d 'output format'
complete -c fresher -l json -d 'same as --format json'
complete -c fresher -l csv -d 'same as --format csv'
complete -c fresher -l fields -x -d 'comma-separated fields to show or export (any API field)'
complete -c fresher -s o -l output -r -F -d 'write to a file (format from its extension), atomically'
complete -c fresher -l bom -d 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)'
complete -c fresher -l allow-formulas -d 'CSV: do not neutralise cells starting with = + - @'
complete -c fresher -l no-color -d 'no colour (also NO_COLOR)'
complete -c fresher -s q -l quiet -d 'no notices on stderr (warnings and errors still show)'
complete -c fresher -l no-input -d 'never prompt; interactive commands refuse'
complete -c fresher -l timeout -x -d 'network timeout (default 30)'
complete -c fresher -l max-wait -x -d 'most time to spend waiting on rate limits in a run, in total (default 60)'
complete -c fresher -l debug -d 'log requests and error details to stderr'
complete -c fresher -s h -l help -d 'show help'
complete -c fresher -s V -l version -d 'print the version'
