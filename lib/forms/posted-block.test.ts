import { describe, expect, it } from 'vitest';
import { blockFieldValue, keptFields, postedBlock, postedFields } from './posted-block';

const formOf = (entries: [string, string | Blob][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe('a form block posted natively', () => {
  it('carries its reference as one hidden field, read back as posted', () => {
    const block = { model: 'page', entryId: 'contact', blockId: 'form-1' };
    expect(postedBlock(formOf([['block', blockFieldValue(block)]]))).toEqual(block);
    expect(postedBlock(formOf([]))).toBeUndefined();
    expect(postedBlock(formOf([['block', '{garbled']]))).toBeNull();
  });

  it("reads the form's own fields, not React's, the reference, the honeypot or a file", () => {
    const form = formOf([
      ['$ACTION_ID_abc', ''],
      ['block', '{}'],
      ['website', ''],
      ['first_name', 'Ada'],
      ['accept_legal', 'true'],
      ['upload', new Blob(['x'])],
    ]);
    expect(postedFields(form)).toEqual({ first_name: 'Ada', accept_legal: 'true' });
  });

  it('never sends an e-mail address back into the page', () => {
    expect(keptFields({ first_name: 'Ada', user_email: 'ada@example.com' })).toEqual({
      first_name: 'Ada',
    });
  });
});
