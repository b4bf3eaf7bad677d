import { applicationsCsvWriter, csvRow } from './applications-csv';

describe('applicationsCsvWriter', () => {
  it('writes the header, one row per application, with quoting and a BOM', async () => {
    const writer = applicationsCsvWriter();
    writer.end(
      csvRow({
        id: 7,
        createdAt: new Date('2026-11-21T10:00:00.000Z'),
        firstName: 'Omar "The Engineer"',
        lastName: 'Saeed',
        email: 'omar@example.com',
        phone: '+971 55 000 0000',
        address: 'Al Raas, Umm Al Quwain',
        position: 'HSE Officer',
        status: 'reviewing',
        linkedinUrl: null,
        resumeStorageName: '0b1c2d3e-0000-4000-8000-000000000000.pdf',
      }),
    );
    const csv = (await writer.toArray()).join('');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\n')).toEqual([
      'id,submitted,name,email,phone,address,position,status,linkedin,has resume',
      `7,2026-11-21T10:00:00.000Z,"Omar ""The Engineer"" Saeed",omar@example.com,'+971 55 000 0000,"Al Raas, Umm Al Quwain",HSE Officer,reviewing,,yes`,
      '',
    ]);
  });
});
