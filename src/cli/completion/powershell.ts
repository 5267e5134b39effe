/**
 * The PowerShell completion script (pwsh 7 and Windows PowerShell 5.1), generated from the completion
 * model: the command tree as a hashtable, and one native argument completer that walks it the way the
 * bash and zsh scripts do. Every value is returned as a whole single-quoted token when it holds
 * anything PowerShell would read (' doubled), so cached text is never evaluated.
 */
import type { Completer } from '../command-table.js';
import { CONFIG_VALUES, type CompletionNode } from './model.js';
import { completerSpec } from './case-tables.js';

/** A PowerShell single-quoted string. */
const pq = (s: string): string => `'${s.replace(/'/g, "''")}'`;
const array = (items: readonly string[]): string => `@(${items.map(pq).join(', ')})`;

export function powershellScript(nodes: readonly CompletionNode[]): string {
  const entries = nodes.map((n) => {
    const options = n.options.flatMap((o) =>
      [`--${o.long}`, ...(o.short ? [`-${o.short}`] : [])].map(
        (f) => `${pq(f)} = @(${pq(o.takesValue ? `v:${completerSpec(o.complete)}` : 's')}, ${pq(o.description)})`,
      ),
    );
    return `  ${pq(n.path.join(' '))} = @{
    Subcommands = [ordered]@{ ${n.subcommands.map((s) => `${pq(s.name)} = ${pq(s.description)}`).join('; ')} }
    Options = [ordered]@{ ${options.join('; ')} }
    Arguments = ${array(n.args.map((a: Completer | undefined) => completerSpec(a)))}
    Variadic = $${n.variadic}
  }`;
  });
  const configValues = Object.entries(CONFIG_VALUES).map(([k, v]) => `  ${pq(k)} = ${array(v)}`);
  return `# PowerShell completion for fresher (generated from its command table: fresher completion powershell)
# Install: add this line to your profile ($PROFILE):
#   fresher completion powershell | Out-String | Invoke-Expression
# Filter values come from the vocabulary fresher caches on disk: no network, no Node start.

$script:FresherCommands = @{
${entries.join('\n')}
}

$script:FresherConfigValues = @{
${configValues.join('\n')}
}

Register-ArgumentCompleter -Native -CommandName fresher -ScriptBlock {
  param($wordToComplete, $commandAst, $cursorPosition)

  # A token PowerShell reads as plain text: as it is when safe, else single-quoted with each quote
  # doubled (PowerShell takes the curly ones, U+2018-U+201B, for ' too).
  function Quote([string] $text) {
    if ($text -match '^[\\w./:@+=-]+$') { return $text }
    return "'" + ($text -replace '[''\\u2018\\u2019\\u201A\\u201B]', '$0$0') + "'"
  }
  function Result([string] $text, [string] $tip, [string] $type = 'ParameterValue') {
    [System.Management.Automation.CompletionResult]::new($text, $text, $type, $(if ($tip) { $tip } else { $text }))
  }
  function Starts([string] $text, [string] $prefix) { $text.StartsWith($prefix, [System.StringComparison]::OrdinalIgnoreCase) }
  function CacheDir {
    if ($env:FRESHER_CACHE_DIR) { return ($env:FRESHER_CACHE_DIR -replace '^~(?=[\\/]|$)', $HOME) }
    if ($env:XDG_CACHE_HOME -and [System.IO.Path]::IsPathRooted($env:XDG_CACHE_HOME)) { return Join-Path $env:XDG_CACHE_HOME 'fresher' }
    $windows = ($PSVersionTable.PSVersion.Major -lt 6) -or $IsWindows
    if ($windows -and $env:LOCALAPPDATA) { return Join-Path $env:LOCALAPPDATA 'fresher' }
    return Join-Path (Join-Path $HOME '.cache') 'fresher'
  }
  # The values of a completer spec (see the bash script): w:words, c:file:fallback, k (config value), f (files).
  function Values([string] $spec, [string] $key) {
    if ($spec.StartsWith('w:')) { return $spec.Substring(2) -split ' ' | Where-Object { $_ } }
    if ($spec -eq 'k') { return $script:FresherConfigValues[$key] }
    if ($spec.StartsWith('c:')) {
      $parts = $spec.Substring(2) -split ':', 2
      $file = Join-Path (Join-Path (CacheDir) 'completion') ($parts[0] + '.txt')
      # A line is VALUE, or VALUE<tab>LABEL.
      if (Test-Path -LiteralPath $file) { return Get-Content -LiteralPath $file -Encoding UTF8 | ForEach-Object { ($_ -split "\`t", 2)[0] } | Where-Object { $_ } }
      return $parts[1] -split ' ' | Where-Object { $_ }
    }
    return @()
  }

  # The words before the one being completed.
  $words = @($commandAst.CommandElements | Where-Object { $_.Extent.EndOffset -lt $cursorPosition } | ForEach-Object { $_.Extent.Text })
  $path = ''; $argc = 0; $key = ''; $pending = $null; $opted = $false
  for ($i = 1; $i -lt $words.Count; $i++) {
    $w = $words[$i]
    if ($pending) { $pending = $null; continue }
    if ($w -like '--*=*') { continue }
    if ($w -like '-?*') {
      # A global option (the root takes it) may stand anywhere; a command's own ends where its subcommands can be named.
      if ($path -and -not $script:FresherCommands[''].Options.Contains($w)) { $opted = $true }
      $option = $script:FresherCommands[$path].Options[$w]
      if ($option -and $option[0].StartsWith('v:')) { $pending = $w }
      continue
    }
    $child = if ($path) { "$path $w" } else { $w }
    # After a command's own options its subcommands are no longer taken: only global options go before a command.
    if (-not $opted -and $script:FresherCommands[$path].Subcommands.Contains($w) -and $script:FresherCommands.ContainsKey($child)) { $path = $child; $argc = 0 }
    else { $key = $w; $argc++ }
  }
  $node = $script:FresherCommands[$path]
  $typed = $wordToComplete.Trim("'", '"')
  $before = ''
  $spec = $null
  if ($pending) { $spec = $node.Options[$pending][0].Substring(2) }
  elseif ($wordToComplete -like '--*=*') {
    $name, $typed = $wordToComplete -split '=', 2
    $option = $node.Options[$name]
    if (-not $option -or -not $option[0].StartsWith('v:')) { return }
    $spec = $option[0].Substring(2); $before = "$name="
  }
  elseif ($wordToComplete -like '-*') {
    foreach ($entry in $node.Options.GetEnumerator()) {
      if ($entry.Key.StartsWith($wordToComplete, [System.StringComparison]::Ordinal)) { Result $entry.Key $entry.Value[1] 'ParameterName' }
    }
    return
  }
  else {
    if (-not $opted) {
      foreach ($entry in $node.Subcommands.GetEnumerator()) {
        if (Starts $entry.Key $typed) { Result $entry.Key $entry.Value 'Command' }
      }
    }
    $index = if ($node.Variadic -and $argc -ge $node.Arguments.Count) { $node.Arguments.Count - 1 } else { $argc }
    if ($index -ge 0 -and $index -lt $node.Arguments.Count) { $spec = $node.Arguments[$index] }
  }
  if (-not $spec -or $spec -eq 'f') { return }
  foreach ($value in (Values $spec $key)) {
    if (Starts $value $typed) { Result ($before + (Quote $value)) $value }
  }
}
`;
}
