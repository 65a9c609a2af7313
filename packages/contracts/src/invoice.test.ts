import { describe, expect, it } from 'vitest';
import { isUnifiedBusinessNumber, ZInvoiceSchema } from './wallet.ts';

const problems = (invoice: object) => {
  const parsed = ZInvoiceSchema.safeParse(invoice);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the invoice rule shared by the server and the forms', () => {
  it('asks for the fields each type requires', () => {
    expect(problems({ type: 'member' })).toEqual([]);
    expect(problems({ type: 'mobile_barcode' })).toEqual(['carrier:validation.required']);
    expect(problems({ type: 'company', unifiedNumber: '04595257' })).toEqual(['title:validation.required']);
    expect(problems({ type: 'paper', customerName: ' ' })).toEqual([
      'customerName:validation.required',
      'deliveryAddress:validation.required',
    ]);
    expect(problems({ type: 'receipt' })).toEqual(['receiptName:validation.required']);
  });

  it("reads a mobile barcode as '/' and 7 characters and a certificate as 2 letters and 14 digits, in capitals", () => {
    expect(problems({ type: 'mobile_barcode', carrier: '/abc+12.' })).toEqual([]);
    expect(problems({ type: 'mobile_barcode', carrier: 'ABC1234' })).toEqual([
      'carrier:validation.mobile_barcode',
    ]);
    expect(problems({ type: 'mobile_barcode', carrier: '/ABC12345' })).toEqual([
      'carrier:validation.mobile_barcode',
    ]);
    expect(problems({ type: 'certificate', carrier: 'ab12345678901234' })).toEqual([]);
    expect(problems({ type: 'certificate', carrier: 'A123456789012345' })).toEqual([
      'carrier:validation.citizen_certificate',
    ]);
  });

  it('checks the unified business number’s checksum, the 7th digit 7 either way', () => {
    expect(isUnifiedBusinessNumber('04595257')).toBe(true);
    expect(isUnifiedBusinessNumber('10458575')).toBe(true);
    expect(isUnifiedBusinessNumber('12345678')).toBe(false);
    expect(isUnifiedBusinessNumber('1234567')).toBe(false);
    expect(problems({ type: 'company', unifiedNumber: '12345678', title: 'X' })).toEqual([
      'unifiedNumber:validation.unified_number',
    ]);
  });
});
