/**
 * A small in-memory full-text index over the site's search documents: every word of every field
 * with the field's weight, matched by whole word, by prefix (as the visitor types) and with a few
 * typos (scaled by the word's length). Every word of the query must match somewhere. Pure.
 */
import { allowedTypos, editDistance, tokenize } from './text';
import type { SearchDocument, SearchField } from './documents';

/** How much a word counts by where it stands: a title outweighs a description. */
export const FIELD_WEIGHTS: Record<SearchField, number> = {
  title: 10,
  subtitle: 6,
  varietal: 6,
  region: 5,
  vintage: 5,
  kind: 3,
  body: 1,
};

/** How good a match is: the word itself, the start of a word, the word with typos. */
const QUALITY = { exact: 1, prefix: 0.8, typo: 0.7, secondTypo: 0.55, prefixTypo: 0.45 };

interface Posting {
  doc: number;
  weight: number;
}

export interface SearchHit {
  document: SearchDocument;
  score: number;
}

export interface TextIndex {
  search(query: string): SearchHit[];
  size: number;
}

export function buildTextIndex(documents: readonly SearchDocument[]): TextIndex {
  const postings = new Map<string, Posting[]>();
  documents.forEach((document, doc) => {
    const best = new Map<string, number>();
    for (const [field, text] of Object.entries(document.fields) as [SearchField, string][]) {
      for (const word of tokenize(text)) {
        best.set(word, Math.max(best.get(word) ?? 0, FIELD_WEIGHTS[field]));
      }
    }
    for (const [word, weight] of best) {
      const list = postings.get(word) ?? [];
      list.push({ doc, weight });
      postings.set(word, list);
    }
  });
  const vocabulary = [...postings.keys()];

  function scoresOf(queryWord: string): Map<number, number> {
    const scores = new Map<number, number>();
    for (const word of vocabulary) {
      const quality = matchQuality(queryWord, word);
      if (quality === 0) continue;
      for (const { doc, weight } of postings.get(word)!) {
        scores.set(doc, Math.max(scores.get(doc) ?? 0, quality * weight));
      }
    }
    return scores;
  }

  return {
    size: documents.length,
    search(query) {
      const words = [...new Set(tokenize(query))];
      if (words.length === 0) return [];
      const perWord = words.map(scoresOf);
      const hits: SearchHit[] = [];
      for (const [doc, first] of perWord[0]!) {
        let score = first;
        let all = true;
        for (const scores of perWord.slice(1)) {
          const value = scores.get(doc);
          if (value === undefined) {
            all = false;
            break;
          }
          score += value;
        }
        if (all) hits.push({ document: documents[doc]!, score });
      }
      return hits.sort(byRank);
    },
  };
}

/** Best score first; among equals the newest vintage (the current release), then by title. */
function byRank(a: SearchHit, b: SearchHit): number {
  const vintage = (hit: SearchHit) => Number(hit.document.fields.vintage) || 0;
  return (
    b.score - a.score || vintage(b) - vintage(a) || a.document.title.localeCompare(b.document.title)
  );
}

/** 0 when the indexed word does not answer the query word, else how well it does. */
export function matchQuality(queryWord: string, word: string): number {
  if (word === queryWord) return QUALITY.exact;
  if (word.startsWith(queryWord)) return QUALITY.prefix;
  // A year or a size is meant exactly: 2012 is not a typo of 2021.
  if (/^\d+$/.test(queryWord)) return 0;
  const typos = allowedTypos(queryWord);
  if (typos === 0) return 0;
  const distance = editDistance(queryWord, word, typos);
  if (distance <= typos) return distance === 1 ? QUALITY.typo : QUALITY.secondTypo;
  // Still typing: the query word with a typo is the start of the indexed word ("isosel").
  // The start is as long as the query word, or one longer when a letter was left out.
  for (const length of [queryWord.length, queryWord.length + 1]) {
    if (word.length > length && editDistance(queryWord, word.slice(0, length), 1) <= 1)
      return QUALITY.prefixTypo;
  }
  return 0;
}
