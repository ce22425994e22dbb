import { describe, expect, it } from 'vitest';
import { csvRowCount } from './csv-rows';

describe('csvRowCount', () => {
  it('counts the rows under the header, whatever the line endings, a byte-order mark or a last line break', () => {
    expect(csvRowCount('\uFEFFproduct_name,stock\nTee,1\nCap,2\n')).toBe(2);
    expect(csvRowCount('product_name,stock\r\nTee,1\r\nCap,2')).toBe(2);
    expect(csvRowCount('product_name,stock\n')).toBe(0);
    expect(csvRowCount('')).toBe(0);
  });

  it('reads a line break inside quotes as part of the field, and skips lines of empty fields', () => {
    expect(csvRowCount('product_name,description\nTee,"Soft\nand ""warm""\r\ncotton"\n\n,,\nCap,Plain\n"",""\n')).toBe(2);
  });
});
