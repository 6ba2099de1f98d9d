import { describe, expect, it } from 'vitest';
import { attachmentDisposition, detectDocumentType, safeFileName } from './document-bytes.ts';

// A document's type from its first bytes, and its name made safe.

const bytes = (...values: (number | string)[]) => new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...Buffer.from(v)] : [v])));

describe('the type, from the bytes', () => {
  it('knows PDF, PNG and JPEG by their magic numbers, and nothing else', () => {
    expect(detectDocumentType(bytes('%PDF-1.4\n'))).toBe('application/pdf');
    expect(detectDocumentType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(detectDocumentType(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('image/jpeg');
    for (const other of [bytes('MZ', 0x90), bytes('%PDF'), bytes(' %PDF-1.4'), bytes('GIF89a'), bytes('<html>'), bytes(0x89, 'PNG'), bytes()]) {
      expect(detectDocumentType(other)).toBeNull();
    }
  });
});

describe('the name', () => {
  it('loses folders, control and reversing characters, and what file systems refuse; keeps letters of any language', () => {
    expect(safeFileName('C:\\fakepath\\permit.pdf', 'application/pdf')).toBe('permit.pdf');
    expect(safeFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(safeFileName('"permit"\r\nX: 1.pdf', 'application/pdf')).toBe('_permit___X_ 1.pdf');
    expect(safeFileName('invoice\u202Efdp.exe', 'application/pdf')).toBe('invoice_fdp.exe.pdf');
    expect(safeFileName('Genehmigung für Füchse.PDF', 'application/pdf')).toBe('Genehmigung für Füchse.PDF');
    expect(safeFileName('...', 'image/png')).toBe('document.png');
    expect(safeFileName('scan.jpeg', 'image/jpeg')).toBe('scan.jpeg');
    expect(safeFileName('scan', 'image/jpeg')).toBe('scan.jpg');
    expect(safeFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf')).toHaveLength(120);
  });

  it('goes into Content-Disposition as an attachment, ASCII for old browsers and exact for the rest', () => {
    expect(attachmentDisposition('Genehmigung für Füchse.pdf')).toBe(
      `attachment; filename="Genehmigung f_r F_chse.pdf"; filename*=UTF-8''Genehmigung%20f%C3%BCr%20F%C3%BCchse.pdf`,
    );
    expect(attachmentDisposition("O'Brien (2026)*.pdf")).toBe(`attachment; filename="O'Brien (2026)*.pdf"; filename*=UTF-8''O%27Brien%20%282026%29%2A.pdf`);
    expect(attachmentDisposition('50%; off.png')).toBe(`attachment; filename="50__ off.png"; filename*=UTF-8''50%25%3B%20off.png`);
  });
});
