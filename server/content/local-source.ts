/**
 * The embedded content source: Builder-format JSON entries under `content/<model>/*.json` (and,
 * for browser tests only, a fixtures folder with the same layout). Each file is parsed with the
 * entry schema; a malformed file is reported and skipped, never taking a page down.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import {
  EntrySchema,
  issueProblems,
  type ContentEntry,
  type ContentModel,
  type FieldProblem,
} from './schema';
import type { ContentSource, ListOptions } from './index';
import { contentNow, isLive, pickEntry } from './targeting';

interface LoadedEntry {
  file: string;
  entry: ContentEntry;
}

interface EntryFault {
  file: string;
  problems: FieldProblem[];
}

/** Reads every JSON file of a model folder; faults are returned beside the good entries. */
export async function readModelFolder(
  root: string,
  model: string,
): Promise<{ entries: LoadedEntry[]; faults: EntryFault[] }> {
  const folder = path.join(root, model);
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return { entries: [], faults: [] };
  }
  const entries: LoadedEntry[] = [];
  const faults: EntryFault[] = [];
  for (const name of names) {
    const file = path.join(folder, name);
    let json: unknown;
    try {
      json = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      faults.push({
        file,
        problems: [
          { field: 'entry', message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` },
        ],
      });
      continue;
    }
    const result = v.safeParse(EntrySchema, json);
    if (result.success) entries.push({ file, entry: { ...result.output, modelName: model } });
    else faults.push({ file, problems: issueProblems(result.issues) });
  }
  return { entries, faults };
}

/** Content is read on every cache refresh: say what is wrong with a file once per process. */
const reported = new Set<string>();
function reportOnce(fault: EntryFault) {
  const text = `[content] skipped ${fault.file}: ${fault.problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`;
  if (reported.has(text)) return;
  reported.add(text);
  console.error(text);
}

export function createLocalSource(roots: readonly string[]): ContentSource {
  async function load(model: ContentModel, { includeDrafts }: ListOptions): Promise<ContentEntry[]> {
    const all: ContentEntry[] = [];
    for (const root of roots) {
      const { entries, faults } = await readModelFolder(root, model);
      for (const fault of faults) reportOnce(fault);
      all.push(...entries.map((loaded) => loaded.entry));
    }
    // Scheduled entries (startDate / endDate) count only while live, in lists as at their URL.
    const now = contentNow();
    return all.filter(
      (entry) =>
        (entry.published === 'published' || (includeDrafts && entry.published === 'draft')) &&
        isLive(entry, now),
    );
  }
  return {
    kind: 'local',
    listEntries: load,
    async findEntry(model, urlPath, options) {
      return pickEntry(await load(model, options), urlPath, options.includeDrafts, contentNow());
    },
    async getEntryById(model, id, options) {
      return (await load(model, options)).find((entry) => entry.id === id);
    },
  };
}
