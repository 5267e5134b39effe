/** One desktop notification where a notifier exists (notify-send, osascript, PowerShell); else nothing. */
import { spawn } from 'node:child_process';
import { findProgram } from './pager.js';

/** A PowerShell string literal. */
// PowerShell takes the curly single quotes (U+2018-U+201B) for ' too: each is doubled.
const psQuote = (t: string): string => `'${t.replace(/['\u2018\u2019\u201a\u201b]/g, '$&$&')}'`;

/** The toast, through the Windows Runtime API every Windows 10+ PowerShell has (no module to install). */
function powershellToast(title: string, body: string): string {
  return [
    '[Windows.UI.Notifications.ToastNotificationManager, Windows.UI.Notifications, ContentType = WindowsRuntime] > $null',
    '$x = [Windows.UI.Notifications.ToastNotificationManager]::GetTemplateContent(1)',
    "$t = $x.GetElementsByTagName('text')",
    `$t.Item(0).AppendChild($x.CreateTextNode(${psQuote(title)})) > $null`,
    `$t.Item(1).AppendChild($x.CreateTextNode(${psQuote(body)})) > $null`,
    "[Windows.UI.Notifications.ToastNotificationManager]::CreateToastNotifier('fresher').Show([Windows.UI.Notifications.ToastNotification]::new($x))",
  ].join('; ');
}

/** The notifier's command line for this platform, or undefined where there is none. */
export function notifierCommand(
  title: string,
  body: string,
  env: Record<string, string | undefined>,
  platform: NodeJS.Platform = process.platform,
): [string, string[]] | undefined {
  const sendNotify = findProgram('notify-send', env);
  if (sendNotify) return [sendNotify, ['--app-name=fresher', title, body]];
  const osascript = platform === 'darwin' ? findProgram('osascript', env) : undefined;
  if (osascript) return [osascript, ['-e', `display notification ${JSON.stringify(body)} with title ${JSON.stringify(title)}`]];
  const powershell = platform === 'win32' ? findProgram('powershell', env) : undefined;
  if (powershell) return [powershell, ['-NoProfile', '-Command', powershellToast(title, body)]];
  return undefined;
}

export function notify(title: string, body: string, env: Record<string, string | undefined>): void {
  const command = notifierCommand(title, body, env);
  if (!command) return;
  try {
    spawn(command[0], command[1], { stdio: 'ignore', detached: true, env })
      .on('error', () => {})
      .unref();
  } catch {
    // No notification is not worth failing a digest for.
  }
}
