# fish completion for fresher
# Install: fresher completion fish > ~/.config/fish/completions/fresher.fish
# Filter values come from the vocabulary fresher caches on disk: no network, no Node start.

function __fresher_values
    # The cache dir as fresher finds it: FRESHER_CACHE_DIR, an absolute XDG_CACHE_HOME, ~/.cache.
    set -l dir $HOME/.cache/fresher
    if set -q XDG_CACHE_HOME; and string match -q '/*' -- $XDG_CACHE_HOME
        set dir $XDG_CACHE_HOME/fresher
    end
    if set -q FRESHER_CACHE_DIR; and test -n "$FRESHER_CACHE_DIR"
        set dir $FRESHER_CACHE_DIR
    end
    set -l file $dir/completion/$argv[1].txt
    test -r $file; and cat $file
end

set -l nouns jobs internships filters events dataset health config completion sandbox help
complete -c fresher -f
complete -c fresher -n "not __fish_seen_subcommand_from $nouns" -a "$nouns"
complete -c fresher -n "__fish_seen_subcommand_from jobs internships; and not __fish_seen_subcommand_from list get pick save unsave saved stats" -a 'list get pick save unsave saved stats'
complete -c fresher -n "__fish_seen_subcommand_from filters; and not __fish_seen_subcommand_from refresh industry location pay_range role work_type" -a 'refresh industry location pay_range role work_type'
complete -c fresher -n "__fish_seen_subcommand_from events; and not __fish_seen_subcommand_from list" -a list
complete -c fresher -n "__fish_seen_subcommand_from config; and not __fish_seen_subcommand_from get set unset list path" -a 'get set unset list path'
complete -c fresher -n "__fish_seen_subcommand_from get set unset; and __fish_seen_subcommand_from config" -a 'api-url site-url format cache-ttl color max-wait timeout'
complete -c fresher -n "__fish_seen_subcommand_from completion" -a 'bash zsh fish'

# Filters and listing options
complete -c fresher -l location -x -a '(__fresher_values location)' -d 'city'
complete -c fresher -l industry -x -a '(__fresher_values industry)' -d 'industry'
complete -c fresher -l role -x -a '(__fresher_values role)' -d 'role family'
complete -c fresher -l pay-range -x -a '(__fresher_values pay_range)' -d 'pay band'
complete -c fresher -l work-type -x -a 'On-site Remote Hybrid' -d 'where the work happens'
complete -c fresher -l on-campus -d 'only on-campus listings'
complete -c fresher -l off-campus -d 'only off-campus listings'
complete -c fresher -l hidden -d 'hidden roles from recruiter feeds'
complete -c fresher -l no-validate -d 'send filter values unchecked'
complete -c fresher -l search -x -d 'text in title, company, description'
complete -c fresher -l exclude -x -d 'leave out listings with this text'
complete -c fresher -l company -x -d 'company name contains'
complete -c fresher -l sort -x -a 'posted deadline company pay score' -d 'sort key'
complete -c fresher -l reverse -d 'reverse the sort'
complete -c fresher -l limit -x -d 'at most N rows'
complete -c fresher -l new -d 'only listings not seen before'
complete -c fresher -l since -x -d 'posted since 3d, 12h or a date'
complete -c fresher -s i -l interactive -d 'pick filters interactively'
complete -c fresher -l upcoming -d 'events from today on'
complete -c fresher -l online -d 'online events only'
complete -c fresher -l type -x -d 'event type'

# Global options
complete -c fresher -l api-url -x -d 'API origin'
complete -c fresher -l site-url -x -d 'dataset origin'
complete -c fresher -l format -x -a 'table json ndjson csv plain' -d 'output format'
complete -c fresher -l json -d 'JSON output'
complete -c fresher -l csv -d 'CSV output'
complete -c fresher -l fields -x -d 'fields to show'
complete -c fresher -s o -l output -r -F -d 'write to a file'
complete -c fresher -l bom -d 'CSV byte order mark'
complete -c fresher -l allow-formulas -d 'CSV: keep formula cells'
complete -c fresher -l no-color -d 'no colour'
complete -c fresher -s q -l quiet -d 'no notices'
complete -c fresher -l no-input -d 'never prompt'
complete -c fresher -l timeout -x -d 'network timeout (s)'
complete -c fresher -l max-wait -x -d 'longest rate-limit wait (s)'
complete -c fresher -l debug -d 'log requests'
complete -c fresher -s V -l version -d 'print the version'
complete -c fresher -s h -l help -d 'show help'

# fresher sandbox
set -l sb "__fish_seen_subcommand_from sandbox"
complete -c fresher -n $sb -l port -x -d 'port (0 picks a free one)'
complete -c fresher -n $sb -l host -x -d 'address to listen on'
complete -c fresher -n $sb -l seed -x -d 'seed of the synthetic data'
complete -c fresher -n $sb -l jobs -x -d 'number of jobs'
complete -c fresher -n $sb -l internships -x -d 'number of internships'
complete -c fresher -n $sb -l events -x -d 'number of events'
complete -c fresher -n $sb -l rate-limit -x -d 'requests per window'
complete -c fresher -n $sb -l rate-window -x -d 'rate-limit window (s)'
complete -c fresher -n $sb -l latency -x -d 'delay per response (ms)'
complete -c fresher -n $sb -l fault -x -a '500 429=5 404 html truncated slow=2000 reset sunset' -d 'inject a fault'
complete -c fresher -n $sb -l quirks -d 'hostile records'
