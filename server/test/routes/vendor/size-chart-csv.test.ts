import { CHART_CSV_TEXTS, CSV_TEXTS, SIZE_MESSAGES } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { dbChecksum } from '../../db-checksum.js';
import { createVendor, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

const t = useTestApp();
let vendor: TestUser;

beforeAll(async () => {
  vendor = await createVendor(t);
});

const exportCsv = async () => {
  const res = await t.call('GET', '/api/vendors/sizeCharts/export.csv', { token: vendor.token });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  return res.body.replace(/^\uFEFF/, '');
};
const importCsv = (csv: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/vendors/sizeCharts/import',
    headers: { authorization: `Bearer ${vendor.token}`, 'content-type': 'text/csv' },
    payload: csv,
  });
const chart = async (category: string, subcategory: string) =>
  ((await t.call('GET', '/api/vendors/sizeCharts', { token: vendor.token })).json() as Array<Record<string, unknown>>).find(
    (c) => c.categoryName === category && c.subCategoryName === subcategory,
  );

describe('size charts as a CSV file (decision 251)', () => {
  it('export every chart, one row per size, ranges as 86-91 and blank where a pair has no such column', async () => {
    const lines = (await exportCsv()).trim().split('\n');
    expect(lines[0]).toBe('category,subcategory,size,chest,waist,hip,inseam,height,foot_length');
    expect(lines).toContain('female,clothes,M,86-91,69-74,91-97,78,,');
    expect(lines).toContain('children,clothes,2Y,52,,,,86-92,');
    expect(lines).toContain('male,shoes,44,,,,,,28.5');
  });

  it('import sets each pair the file names, and only those; the export reads back what was imported', async () => {
    const csv = [
      'category,subcategory,size,chest,waist,hip,inseam',
      'female,clothes,S,80-84,63-67,88–92,77',
      'female,clothes,M,84 to 89,67-72,92-97,',
      'male,clothes,M,98-103,82-87,100-105,81',
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(CHART_CSV_TEXTS.imported(2));
    expect(await chart('female', 'clothes')).toMatchObject({
      custom: true,
      rows: [
        {
          size: 'S',
          measurements: {
            chest: { min: 80, max: 84 },
            waist: { min: 63, max: 67 },
            hip: { min: 88, max: 92 },
            inseam: { min: 77, max: 77 },
          },
        },
        { size: 'M', measurements: { chest: { min: 84, max: 89 }, waist: { min: 67, max: 72 }, hip: { min: 92, max: 97 } } },
      ],
    });
    expect(await chart('female', 'shoes')).toMatchObject({ custom: false });
    expect((await exportCsv()).split('\n')).toContain('female,clothes,M,84-89,67-72,92-97,,,');
  });

  it('refuses a file with bad cells, naming each by line and column, and changes nothing', async () => {
    const before = await dbChecksum(t.db);
    const csv = [
      'category,subcategory,size,chest,waist,hip',
      'female,clothes,S,abc,63-67,88-92',
      'female,clothes,M,91-86,67-72,92-97',
      'female,clothes,42,86-91,67-72,92-97',
      'female,hats,M,86-91,67-72,92-97',
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: CHART_CSV_TEXTS.refused(4),
      problemCount: 4,
      problems: [
        { line: 2, field: 'chest', message: SIZE_MESSAGES.measurementShape('Chest', 'S') },
        { line: 3, field: 'chest', message: SIZE_MESSAGES.measurementReversed('Chest', 'M') },
        { line: 4, field: 'size', message: SIZE_MESSAGES.sizeInvalid('one of XXS, XS, S, M, L, XL, XXL, 3XL') },
        { line: 5, field: 'subcategory', message: expect.any(String) },
      ],
    });
    expect(await dbChecksum(t.db)).toBe(before);
  });

  it('refuses a header it cannot read', async () => {
    const res = await importCsv('category,size,colour\nfemale,M,red\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().problems.map((p: { message: string }) => p.message)).toEqual([
      CSV_TEXTS.columnUnknown('colour', ['category', 'subcategory', 'size', 'chest', 'waist', 'hip', 'inseam', 'height', 'foot_length']),
      CSV_TEXTS.columnMissing('subcategory'),
    ]);
  });
});
