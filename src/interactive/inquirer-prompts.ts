/** Prompts drawn with @inquirer/prompts on stderr (stdout stays for data). */
import { narrow, type Choice, type Prompts } from './flow.js';

/** Imports @inquirer/prompts on first use: a bundler would otherwise hoist it onto every command's start. */
export async function inquirerPrompts(io: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream }, pageSize: number): Promise<Prompts> {
  const { input, search, select } = await import('@inquirer/prompts');
  const context = { input: io.input, output: io.output, clearPromptOnDone: false };
  return {
    search: <T>(message: string, choices: Choice<T>[]) =>
      search<T>({ message, pageSize, source: (term) => narrow(choices, term) }, context),
    select: <T>(message: string, choices: Choice<T>[]) => select<T>({ message, pageSize, choices }, context),
    input: (message: string, defaultValue?: string) =>
      input({ message, ...(defaultValue !== undefined ? { default: defaultValue } : {}), validate: (v) => v.trim() !== '' || 'Enter a file name' }, context),
  };
}
