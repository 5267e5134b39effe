/** Prompts drawn with @inquirer/prompts on stderr (stdout stays for data). */
import { input, search, select } from '@inquirer/prompts';
import { narrow, type Choice, type Prompts } from './flow.js';

export function inquirerPrompts(io: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream }, pageSize: number): Prompts {
  const context = { input: io.input, output: io.output, clearPromptOnDone: false };
  return {
    search: <T>(message: string, choices: Choice<T>[]) =>
      search<T>({ message, pageSize, source: (term) => narrow(choices, term) }, context),
    select: <T>(message: string, choices: Choice<T>[]) => select<T>({ message, pageSize, choices }, context),
    input: (message: string, defaultValue?: string) =>
      input({ message, ...(defaultValue !== undefined ? { default: defaultValue } : {}), validate: (v) => v.trim() !== '' || 'Enter a file name' }, context),
  };
}
