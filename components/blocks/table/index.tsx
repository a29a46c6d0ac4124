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
  render: (options) => (
    <div className="mx-auto max-w-4xl overflow-x-auto px-4 py-6">
      <table className="w-full border-collapse text-left text-sm">
        {options.caption ? (
          <caption className="mb-3 text-left font-serif text-xl">{options.caption}</caption>
        ) : null}
        <thead>
          <tr>
            {options.headers.map((header, index) => (
              <th key={index} scope="col" className="border-b-2 border-ink px-3 py-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {options.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="odd:bg-off-white">
              {row.map((cell, cellIndex) => (
                <td key={cellIndex} className="border-b border-ash px-3 py-2">
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
