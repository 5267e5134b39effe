/**
 * Commander wiring: names, flags, help and examples. Command modules are imported inside actions so
 * `--help`, `--version` and completion load nothing heavy.
 */
import { Command, InvalidArgumentError, Option } from 'commander';
import { CONFIG_KEYS } from '../store/config-keys.js';
import { VERSION } from '../version.js';
import type { Context } from './context.js';
import { eventsCommand } from './commands/events.js';
import { filtersCommand, refreshCommand } from './commands/filters.js';
import { healthCommand } from './commands/health.js';
import { getCommand, listCommand } from './commands/listings.js';
import { openSession, type Session } from './session.js';
import type { GlobalFlags } from './settings.js';

export const EXIT_CODES_HELP = `
Exit codes:
  0    success (also when nothing matched)
  1    API, network or server failure
  2    usage error: unknown flag, bad value, value not in the filter vocabulary
  3    not found
  4    gave up waiting on a rate limit (see --max-wait)
  130  interrupted (Ctrl-C)`;

const ENV_HELP = `
Environment:
  FRESHER_API_URL, FRESHER_SITE_URL   API and dataset origins (default: the built-in sandbox)
  FRESHER_FORMAT, FRESHER_TIMEOUT     default format, network timeout
  FRESHER_MAX_WAIT, FRESHER_CACHE_TTL longest rate-limit wait, vocabulary cache lifetime
  NO_COLOR, FORCE_COLOR               turn colour off / force it on
  HTTP_PROXY, HTTPS_PROXY, NO_PROXY   proxies
  FRESHER_CONFIG_DIR, FRESHER_STATE_DIR, FRESHER_CACHE_DIR
                                      where config, state and caches live (XDG_*_HOME,
                                      or %APPDATA% and %LOCALAPPDATA% on Windows; see
                                      'fresher config path')`;

export interface RunResult {
  code: number;
}

function positiveInt(name: string) {
  return (raw: string): string => {
    if (!/^\d+$/.test(raw)) throw new InvalidArgumentError(`${name} takes a whole number`);
    return raw;
  };
}

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

function addRefineOptions(cmd: Command): Command {
  return cmd
    .option('--pay-range <range>', 'pay band in lakh per year, e.g. 3-6 or 15+ (applied locally)')
    .option('--search <text>', 'only listings whose title, company or description contain the text')
    .option('--exclude <text>', 'leave out listings containing the text (repeatable)', collect, [])
    .option('--company <text>', 'only companies whose name contains the text')
    .option('--since <when>', 'posted since: 3d, 12h, 2w or a date like 2026-11-01')
    .option('--sort <key>', 'posted, deadline, company, pay or score')
    .option('--reverse', 'reverse the order')
    .option('--limit <n>', 'show at most N (0: all)')
    .option('--new', 'only listings not shown by an earlier --new run of the same query');
}

function examples(lines: string[]): string {
  return `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`;
}

function addFilterOptions(cmd: Command): Command {
  return cmd
    .option('--location <value>', 'city, e.g. "Bengaluru, India" (see: fresher filters location)')
    .option('--industry <value>', 'industry (see: fresher filters industry)')
    .option('--role <value>', 'role family, sent as role_type (see: fresher filters role)')
    .option('--work-type <value>', 'On-site, Remote or Hybrid')
    .option('--on-campus', 'only on-campus listings')
    .option('--off-campus', 'only off-campus listings')
    .option('--hidden', 'hidden roles from recruiters\' own feeds (sends is_unofficial=true)')
    .option('--no-validate', 'send filter values as given, without checking the vocabulary');
}

export function buildProgram(ctx: Context, result: RunResult): Command {
  /** Runs a command with a session; only here is the exit code decided from what the command returns. */
  const withSession =
    (fn: (s: Session, opts: Record<string, unknown>, positional: unknown[]) => Promise<number>) =>
    async (...args: unknown[]): Promise<void> => {
      const cmd = args[args.length - 1] as Command;
      const s = await openSession(ctx, cmd.optsWithGlobals<GlobalFlags>());
      try {
        result.code = await fn(s, cmd.opts(), args.slice(0, -2));
      } finally {
        await s.close();
      }
    };

  const program = new Command('fresher')
    .description('Fresher and entry-level jobs, internships, campus events and the public hiring dataset for India, from the terminal.')
    .version(VERSION, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .addHelpCommand('help [command]', 'show help for a command')
    .showSuggestionAfterError(true)
    // A fixed width: help reads the same everywhere, and bin/fresher.js can print it from dist/help.json.
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false, helpWidth: 80 })
    .option('--api-url <url>', 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)')
    .option('--site-url <url>', 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)')
    .addOption(new Option('--format <format>', 'output format').choices(['table', 'json', 'ndjson', 'csv', 'plain']))
    .option('--json', 'same as --format json')
    .option('--csv', 'same as --format csv')
    .option('--fields <list>', 'comma-separated fields to show or export (any API field)')
    .option('-o, --output <file>', 'write to a file (format from its extension), atomically')
    .option('--bom', 'CSV: start with a byte order mark so Excel reads UTF-8 (₹)')
    .option('--allow-formulas', 'CSV: do not neutralise cells starting with = + - @')
    .option('--no-color', 'no colour (also NO_COLOR)')
    .option('-q, --quiet', 'no notices on stderr (warnings and errors still show)')
    .option('--no-input', 'never prompt; interactive commands refuse')
    .option('--timeout <seconds>', 'network timeout (default 30)')
    .option('--max-wait <seconds>', 'longest rate-limit wait to accept (default 60)')
    .option('--debug', 'log requests and error details to stderr')
    .addHelpText('after', `${examples([
      'fresher jobs list --location "Bengaluru, India" --work-type Remote',
      'fresher jobs list --json | jq -r \'.[].title\'',
      'fresher internships list --on-campus --csv -o internships.csv',
      'fresher jobs get 3f2b6c1e-8a4d-4e0b-9c55-1d2e3f4a5b6c',
      'fresher dataset',
    ])}${ENV_HELP}\n${EXIT_CODES_HELP}\n`);
  program.exitOverride();
  program.configureOutput({
    writeOut: (text) => ctx.stdout.write(text),
    writeErr: (text) => ctx.stderr.write(text),
    outputError: (text, write) => write(`fresher: ${text}`),
  });

  for (const kind of ['job', 'internship'] as const) {
    const plural = `${kind}s`;
    const noun = program.command(plural).description(`browse ${plural}`);
    addRefineOptions(addFilterOptions(noun.command('list', { isDefault: true }).description(`list ${plural}, newest first`)))
      .option('-i, --interactive', 'choose filters and browse results interactively (same as pick)')
      .addHelpText('after', examples([
        `fresher ${plural} list --location "Bengaluru, India" --work-type Remote`,
        `fresher ${plural} list --role "Software Engineering" --on-campus --csv > ${plural}.csv`,
        `fresher ${plural} list --search python --exclude senior --sort pay --limit 20`,
        `fresher ${plural} list --new --since 3d`,
        `fresher ${plural} list --json | jq '.[] | {title, company}'`,
      ]))
      .action(withSession(async (s, flags) => {
        if (flags.interactive) {
          const { pickCommand } = await import('./commands/pick.js');
          return pickCommand(s, kind, flags);
        }
        return listCommand(s, kind, flags);
      }));
    noun
      .command('save')
      .description(`save ${plural} to your list`)
      .argument('<id...>', `${kind} ids`)
      .addHelpText('after', examples([`fresher ${plural} save 3f2b6c1e-8a4d-4e0b-9c55-1d2e3f4a5b6c`]))
      .action(withSession(async (s, _flags, [ids]) => {
        const { saveCommand } = await import('./commands/saved.js');
        return saveCommand(s, kind, ids as string[]);
      }));
    noun
      .command('unsave')
      .description(`remove ${plural} from your list`)
      .argument('<id...>', `${kind} ids`)
      .action(withSession(async (s, _flags, [ids]) => {
        const { unsaveCommand } = await import('./commands/saved.js');
        return unsaveCommand(s, kind, ids as string[]);
      }));
    noun
      .command('saved')
      .description(`your saved ${plural}, refreshed from the API: open, closed or no longer listed`)
      .addHelpText('after', examples([`fresher ${plural} saved`, `fresher ${plural} saved --json | jq '.[] | select(.status != "open") | .id'`]))
      .action(withSession(async (s) => {
        const { savedCommand } = await import('./commands/saved.js');
        return savedCommand(s, kind);
      }));
    addRefineOptions(addFilterOptions(noun.command('stats').description(`counts of ${plural} by city, role, industry, company, work type and pay`)))
      .addHelpText('after', examples([`fresher ${plural} stats`, `fresher ${plural} stats --role "Software Engineering" --json`]))
      .action(withSession(async (s, flags) => {
        const { statsCommand } = await import('./commands/stats.js');
        return statsCommand(s, kind, flags);
      }));
    addFilterOptions(noun.command('pick').description(`choose filters and browse ${plural} interactively (on a terminal)`))
      .addHelpText('after', examples([`fresher ${plural} pick`, `fresher ${plural} pick --location "Pune, India"`]))
      .action(withSession(async (s, flags) => {
        const { pickCommand } = await import('./commands/pick.js');
        return pickCommand(s, kind, flags);
      }));
    noun
      .command('get')
      .description(`show one or more ${plural} by id`)
      .argument('<id...>', `${kind} ids (UUIDs)`)
      .addHelpText('after', examples([`fresher ${plural} get 3f2b6c1e-8a4d-4e0b-9c55-1d2e3f4a5b6c`, `fresher ${plural} get ID1 ID2 --json`]))
      .action(withSession(async (s, _flags, [ids]) => {
        return getCommand(s, kind, ids as string[]);
      }));
  }

  const filters = program
    .command('filters')
    .description('show the filter vocabulary: values to pass to --location, --industry, --role, --work-type')
    .argument('[group]', 'industry, location, pay_range, role or work_type')
    .addHelpText('after', examples(['fresher filters', 'fresher filters location', 'fresher filters role --json', 'fresher filters refresh']))
    .action(withSession(async (s, _flags, [group]) => {
      return filtersCommand(s, group as string | undefined);
    }));
  filters
    .command('refresh')
    .description('fetch the filter vocabulary again and update the cache')
    .action(withSession(async (s) => {
      return refreshCommand(s);
    }));

  const events = program.command('events').description('campus and career events');
  events
    .command('list', { isDefault: true })
    .description('list events, soonest first')
    .option('--upcoming', 'only events from today on')
    .option('--online', 'only online events')
    .option('--company <text>', 'only events of companies whose name contains the text')
    .option('--type <type>', 'only this kind of event, e.g. workshop, hiring-drive, webinar')
    .addHelpText('after', examples(['fresher events --upcoming', 'fresher events --online --type webinar', 'fresher events --json | jq \'.[] | select(.is_online)\'']))
    .action(withSession(async (s, flags) => {
      return eventsCommand(s, flags);
    }));

  program
    .command('dataset')
    .description('the public hiring dataset for India (CC-BY-4.0), with attribution and updatedAt')
    .addHelpText('after', examples(['fresher dataset', 'fresher dataset --json | jq .totals', 'fresher dataset --csv -o hiring.csv']))
    .action(withSession(async (s) => {
      const { datasetCommand } = await import('./commands/dataset.js');
      return datasetCommand(s);
    }));

  const config = program
    .command('config')
    .description("read and change settings (where they are stored: 'fresher config path')")
    .addHelpText('after', `\nSettings:\n${Object.entries(CONFIG_KEYS).map(([k, spec]) => `  ${k.padEnd(10)} ${spec.description}`).join('\n')}\n${examples([
      'fresher config set api-url https://api.example.com',
      'fresher config get api-url',
      'fresher config set cache-ttl 12h',
      'fresher config unset format',
      'fresher config list',
      'fresher config path',
      'cat "$(fresher config path config)"',
    ])}`);
  const configAction = (action: string) => async (...args: unknown[]): Promise<void> => {
    const cmd = args[args.length - 1] as Command;
    const { configCommand } = await import('./commands/config.js');
    result.code = await configCommand(ctx, action, args.slice(0, -2).filter((a): a is string => typeof a === 'string'), cmd.optsWithGlobals<GlobalFlags>().json === true);
  };
  config.command('get').description('print a setting').argument('<key>').action(configAction('get'));
  config.command('set').description('change a setting').argument('<key>').argument('<value>').action(configAction('set'));
  config.command('unset').description('remove a setting (back to its default)').argument('<key>').action(configAction('unset'));
  config.command('list').description('print every stored setting as key=value').action(configAction('list'));
  config.command('path').description('print where config, state and caches are kept (one of them: config, state or cache)').argument('[which]').action(configAction('path'));

  program
    .command('completion')
    .description('print a shell completion script')
    .argument('<shell>', 'bash, zsh or fish')
    .addHelpText('after', `${examples([
      'fresher completion bash > ~/.local/share/bash-completion/completions/fresher',
      'fresher completion zsh > "${fpath[1]}/_fresher"',
      'fresher completion fish > ~/.config/fish/completions/fresher.fish',
    ])}\nValues of --location, --industry and --role complete from the cached filter vocabulary\n(run any listing or 'fresher filters refresh' once to fill it).\n`)
    .action(async (shell: string) => {
      const { completionCommand } = await import('./commands/completion.js');
      result.code = completionCommand(ctx, shell);
    });

  program
    .command('health')
    .description('check that the API is serving (exit 0 only when it says "ok")')
    .addHelpText('after', examples(['fresher health && echo up']))
    .action(withSession(async (s) => {
      return healthCommand(s);
    }));

  program
    .command('sandbox')
    .description('serve the built-in sandbox API (synthetic data) in the foreground')
    .option('--port <n>', 'port (0 picks a free one)', positiveInt('--port'), '8787')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--seed <n>', 'seed of the synthetic data', positiveInt('--seed'), '42')
    .option('--jobs <n>', 'number of jobs', positiveInt('--jobs'), '1500')
    .option('--internships <n>', 'number of internships', positiveInt('--internships'), '600')
    .option('--events <n>', 'number of events', positiveInt('--events'), '40')
    .option('--rate-limit <n>', 'requests per window and client', positiveInt('--rate-limit'), '300')
    .option('--rate-window <seconds>', 'rate-limit window', positiveInt('--rate-window'), '60')
    .option('--latency <ms>', 'delay added to every response', positiveInt('--latency'), '0')
    .option('--fault <spec>', 'inject a fault, repeatable: 500 | 429=SECONDS | 404 | html | truncated | slow=MS | reset | sunset, then ,path=/api/jobs ,nth=N ,times=K|*', collect, [])
    .option('--quirks', 'add hostile records (escape sequences, formula cells, unknown fields)')
    .addHelpText('after', examples([
      'fresher sandbox --port 8787',
      'fresher sandbox --port 0 --jobs 100000 --seed 7',
      'fresher sandbox --fault 429=5,path=/api/jobs --fault 500,nth=3',
      'FRESHER_API_URL=http://127.0.0.1:8787 fresher jobs list',
    ]))
    .action(async (flags: import('./commands/sandbox.js').SandboxFlags) => {
      const { sandboxCommand } = await import('./commands/sandbox.js');
      result.code = await sandboxCommand(ctx, flags);
    });

  return program;
}
