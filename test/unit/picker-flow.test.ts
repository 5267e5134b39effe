/** The picker's flow with scripted answers: what it asks, in what order, and what it does. */
import { describe, expect, it } from 'vitest';
import type { FilterVocabulary } from '../../src/api/types.js';
import { chooseFilters, narrow, runPicker, type Choice, type PickerEffects, type Prompts } from '../../src/interactive/flow.js';
import type { ApiRecord } from '../../src/contract/record.js';

const vocabulary: FilterVocabulary = {
  location: [
    { filter_type: 'location', filter_value: 'Pune, India', display_label: 'Pune', sort_order: 2 },
    { filter_type: 'location', filter_value: 'Bengaluru, India', display_label: 'Bengaluru', sort_order: 1 },
  ],
  industry: [{ filter_type: 'industry', filter_value: 'SaaS', display_label: 'SaaS', sort_order: 1 }],
  role: [],
  work_type: [{ filter_type: 'work_type', filter_value: 'Remote', display_label: 'Remote (work from home)', sort_order: 1 }],
};

/** Answers each prompt by the name of the choice to pick (or the text to type); records what was asked. */
function scripted(answers: string[]): Prompts & { asked: string[]; offered: string[][] } {
  const asked: string[] = [];
  const offered: string[][] = [];
  const pick = async <T>(message: string, choices: Choice<T>[]): Promise<T> => {
    asked.push(message);
    offered.push(choices.map((c) => c.name));
    const want = answers.shift();
    const choice = choices.find((c) => c.name === want || c.name.startsWith(want ?? '\u0000'));
    if (!choice) throw new Error(`no choice "${want}" in ${message}: ${choices.map((c) => c.name).join(' | ')}`);
    return choice.value;
  };
  return {
    asked,
    offered,
    search: pick,
    select: pick,
    input: async (message) => {
      asked.push(message);
      return answers.shift() ?? '';
    },
  };
}

const listings: ApiRecord[] = [
  { id: 'a', title: 'Analyst', company: 'Acme', location: 'Pune, India', ctc_amount: '₹4 LPA' },
  { id: 'b', title: 'Engineer', company: 'Beta', location: 'Pune, India' },
];

function effects(log: string[]): PickerEffects {
  return {
    fetch: async (f) => {
      log.push(`fetch ${JSON.stringify(f)}`);
      return listings;
    },
    show: (t) => log.push(`show ${t.split('\n')[0]}`),
    detail: (r) => `detail ${String(r.id)}`,
    save: async (r) => `saved ${String(r.id)}`,
    exportTo: async (path, rs) => `exported ${rs.length} to ${path}`,
    printId: async (record) => {
      log.push(`id ${String(record.id)}`);
    },
  };
}

describe('chooseFilters', () => {
  it('asks each group with "Any" first and labels in sort order, skipping groups given and empty ones', async () => {
    const p = scripted(['Bengaluru', 'Any', 'Remote (work from home)', 'Off-campus only']);
    expect(await chooseFilters(p, vocabulary)).toEqual({ location: 'Bengaluru, India', workType: 'Remote', offCampus: true });
    expect(p.asked).toEqual(['Location (type to search)', 'Industry (type to search)', 'Work type (type to search)', 'Campus']);
    expect(p.offered[0]).toEqual(['Any', 'Bengaluru', 'Pune']);
    const given = scripted(['Any']);
    expect(await chooseFilters(given, vocabulary, { location: 'Pune, India', workType: 'Remote', onCampus: true })).toEqual({ location: 'Pune, India', workType: 'Remote', onCampus: true });
    expect(given.asked).toEqual(['Industry (type to search)']);
  });
});

describe('runPicker', () => {
  it('opens a listing, saves it, then prints its id', async () => {
    const log: string[] = [];
    const p = scripted(['Pune', 'Any', 'Any', 'Any', 'Analyst', 'Save it', 'Print its id and quit']);
    expect(await runPicker(p, effects(log), vocabulary, 'jobs')).toBe('printed-id');
    expect(log).toEqual(['fetch {"location":"Pune, India"}', 'show detail a', 'show saved a', 'show detail a', 'id a']);
    expect(p.offered[4]).toEqual(['Analyst · Acme · Pune · ₹4 LPA', 'Engineer · Beta · Pune', '↺ Change filters', '⇩ Export these 2 jobs…', '✕ Quit']);
  });

  it('changes filters and exports the results', async () => {
    const log: string[] = [];
    const p = scripted(['Any', 'Any', 'Any', 'Any', '↺ Change filters', 'Bengaluru', 'SaaS', 'Any', 'On-campus only', '⇩ Export', 'out.csv', '✕ Quit']);
    expect(await runPicker(p, effects(log), vocabulary, 'jobs')).toBe('quit');
    expect(log).toEqual(['fetch {}', 'fetch {"location":"Bengaluru, India","industry":"SaaS","onCampus":true}', 'show exported 2 to out.csv']);
  });

  it('goes back from a listing to the results', async () => {
    const log: string[] = [];
    const p = scripted(['Any', 'Any', 'Any', 'Any', 'Engineer', 'Back to the results', '✕ Quit']);
    expect(await runPicker(p, effects(log), vocabulary, 'jobs')).toBe('quit');
    expect(log).toEqual(['fetch {}', 'show detail b']);
  });
});

describe('narrow', () => {
  it('keeps choices containing every typed word, ignoring case and accents', () => {
    const choices = [{ name: 'Remote (work from home)', value: 1 }, { name: 'Hybrid', value: 2 }, { name: 'Bengaluru', value: 3, description: 'Bengaluru, India' }];
    expect(narrow(choices, 'WORK home').map((c) => c.value)).toEqual([1]);
    expect(narrow(choices, 'india').map((c) => c.value)).toEqual([3]);
    expect(narrow(choices, '').length).toBe(3);
  });
});
