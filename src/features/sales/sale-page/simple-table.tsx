import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/** A plain table of the sale page: a header row and body rows, optional footer (the Sale Price Total). */
export function SimpleTable({
  label,
  header,
  rows,
  footer,
}: {
  label: string;
  header: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
  footer?: readonly ReactNode[];
}) {
  return (
    <Table withTableBorder striped aria-label={label} layout="auto">
      <Table.Thead>
        <Table.Tr>
          {header.map((cell) => (
            <Table.Th key={cell} scope="col">
              {cell}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={index}>
            {row.map((cell, column) => (
              <Table.Td key={column}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {footer && (
        <Table.Tfoot>
          <Table.Tr>
            {footer.map((cell, column) =>
              column === 0 ? (
                <Table.Th key={column} scope="row">
                  {cell}
                </Table.Th>
              ) : (
                <Table.Td key={column}>{cell}</Table.Td>
              ),
            )}
          </Table.Tr>
        </Table.Tfoot>
      )}
    </Table>
  );
}
