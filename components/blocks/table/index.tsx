import * as v from 'valibot';
import { text } from '../shared/schemas';
import { EVERYWHERE, str, list } from '../shared/inputs';
import { defineBlock } from '../define';

const TableSchema = v.looseObject({
  caption: text,
  headers: v.array(v.string()),
  rows: v.array(v.array(v.string())),
});

export const TableDefinition = defineBlock({
  name: 'Table',
  schema: TableSchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: [
    str('caption'),
    list('headers', [str('header')]),
    list('rows', [list('cells', [str('cell')])]),
  ],
  // From the sm breakpoint a normal table; below it each row becomes a small card of "header:
  // value" lines (the header repeated from data-label), so nothing runs off a phone's screen.
  render: (options) => (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <table className="w-full border-collapse text-left text-sm max-sm:block">
        {options.caption ? (
          <caption className="mb-3 text-left font-serif text-xl max-sm:block">
            {options.caption}
          </caption>
        ) : null}
        <thead className="max-sm:sr-only">
          <tr>
            {options.headers.map((header, index) => (
              <th key={index} scope="col" className="border-b-2 border-ink px-3 py-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {options.rows.map((row, rowIndex) => (
            <tr
              key={rowIndex}
              className="odd:bg-off-white max-sm:block max-sm:border-b max-sm:border-ash max-sm:py-2"
            >
              {row.map((cell, cellIndex) => (
                <td
                  key={cellIndex}
                  data-label={options.headers[cellIndex] ?? ''}
                  className="border-b border-ash px-3 py-2 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:border-0 max-sm:py-1 max-sm:text-right max-sm:before:text-left max-sm:before:font-semibold max-sm:before:content-[attr(data-label)]"
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  ),
});
