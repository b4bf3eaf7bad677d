import PDFDocument from 'pdfkit';
import { offerMonthlyTotal, type Language, type OfferAllowance, type WorkPattern } from '@uaq/contract';
import type { CompanyDetails } from '../mail/company-details';
import { isolate } from '../mail/mail-texts';
import { letterNumber, OFFER_LETTER_TEXTS, OFFER_LETTER_TEXTS_AR } from './offer-letter.texts';
import { LetterTypesetter, type LetterDirection, type TextStyle } from './letter-typesetting';

/** What a letter states: the offer's terms, whom it is for, and who makes it. */
export interface OfferLetterContent {
  id: number;
  position: string;
  positionAr: string | null;
  startDate: string;
  workPattern: WorkPattern;
  contractMonths: number;
  probationMonths: number;
  basicSalary: number;
  housingAllowance: number;
  transportAllowance: number;
  otherAllowances: OfferAllowance[];
  expiresOn: string;
  applicantName: string;
  company: CompanyDetails;
  /** The letter's date (YYYY-MM-DD): the day it is sent, or today for a draft. */
  issuedOn: string;
  /** A draft's preview says so across its top. */
  draft: boolean;
}

const TEXTS = { en: OFFER_LETTER_TEXTS, ar: OFFER_LETTER_TEXTS_AR };
const DIRECTION: Record<Language, LetterDirection> = { en: 'ltr', ar: 'rtl' };
const BRAND = '#c62828';
const MUTED = '#52606d';
const PAGE = { width: 595.28, height: 841.89, margin: 56 };

/** "OFFER-00042": how the letter and HR name an offer. */
export function offerReference(id: number): string {
  return `OFFER-${String(id).padStart(5, '0')}`;
}

/** A calendar day as the letter writes it: "1 April 2031", «1 أبريل 2031» (Western digits, as in the UAE). */
export function letterDate(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-AE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The offer letter as a one-page A4 PDF in `language`: the company's letterhead in both languages,
 * the terms as a table, the conditions and the offer's last valid day. Arabic is shaped and ordered
 * right to left (LetterTypesetter); the typeface is embedded as a subset.
 */
export async function offerLetterPdf(content: OfferLetterContent, language: Language): Promise<Buffer> {
  const t = TEXTS[language];
  const direction = DIRECTION[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: language,
    displayTitle: true,
    info: {
      Title: `${t.title}: ${offerReference(content.id)}`,
      Author: language === 'ar' ? (content.company.nameAr ?? content.company.name) : content.company.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const type = new LetterTypesetter(doc, direction);
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const body: TextStyle = { size: 10.5 };
  const position = (language === 'ar' && content.positionAr?.trim()) || content.position;
  const companyName =
    language === 'ar' ? (content.company.nameAr ?? content.company.name) : content.company.name;
  // Names and titles in the other script stay whole inside a sentence.
  const inSentence = (value: string) => (language === 'ar' ? isolate(value) : value);
  let y = PAGE.margin;

  if (content.draft) {
    type.line(t.draft, left, y - 30, width, { size: 10, bold: true, color: BRAND }, 'center');
  }
  y = letterhead(type, content.company, language, left, y, width);
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(1.5)
    .strokeColor(BRAND)
    .stroke();
  y += 14;

  type.line(t.date(letterDate(content.issuedOn, language)), left, y, width, body);
  type.line(t.reference(offerReference(content.id)), left, y, width, { ...body, color: MUTED }, 'end');
  y += type.lineHeight(body) + 10;
  type.line(t.title, left, y, width, { size: 18, bold: true, color: BRAND });
  y += 34;
  y = type.paragraph(t.greeting(inSentence(content.applicantName)), left, y, width, body) + 4;
  y = type.paragraph(t.intro(inSentence(position), inSentence(companyName)), left, y, width, body) + 10;

  const months = (count: number) => letterNumber(count);
  const amount = (value: number) => t.amount(letterNumber(value));
  y = table(type, left, y, width, t.terms, [
    [t.facts.position, position],
    [t.facts.startDate, letterDate(content.startDate, language)],
    [t.facts.contract, t.contract(months(content.contractMonths))],
    [t.facts.workPattern, t.workPatterns[content.workPattern]],
    [
      t.facts.probation,
      content.probationMonths === 0 ? t.noProbation : t.probation(months(content.probationMonths)),
    ],
  ]);
  y = table(type, left, y + 10, width, t.pay, [
    [t.basicSalary, amount(content.basicSalary)],
    ...(content.housingAllowance > 0
      ? [[t.housingAllowance, amount(content.housingAllowance)] as const]
      : []),
    ...(content.transportAllowance > 0
      ? [[t.transportAllowance, amount(content.transportAllowance)] as const]
      : []),
    ...content.otherAllowances.map(
      (allowance) =>
        [
          (language === 'ar' && allowance.nameAr?.trim()) || allowance.name,
          amount(allowance.amount),
        ] as const,
    ),
    [t.total, amount(offerMonthlyTotal(content)), true] as const,
  ]);
  y = type.paragraph(t.conditions, left, y + 14, width, body) + 6;
  y = type.paragraph(t.validity(letterDate(content.expiresOn, language)), left, y, width, {
    ...body,
    bold: true,
  });
  y += 26;
  type.line(t.signOff(inSentence(companyName)), left, y, width, body);
  type.line(t.signature, left, y + type.lineHeight(body), width, { ...body, bold: true });

  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/**
 * The company in the letter's language at the start (the right of an Arabic page) and in the other
 * language at the end: name, address, phone and careers address. Returns the y below it.
 */
function letterhead(
  type: LetterTypesetter,
  company: CompanyDetails,
  language: Language,
  left: number,
  top: number,
  width: number,
): number {
  const sides: { language: Language; align: 'start' | 'end' }[] = [
    { language, align: 'start' },
    { language: language === 'ar' ? 'en' : 'ar', align: 'end' },
  ];
  let bottom = top;
  for (const side of sides) {
    const arabic = side.language === 'ar';
    // Each side in its own direction, so an English name keeps its full stop on the right.
    const own: Pick<TextStyle, 'direction'> = { direction: arabic ? 'rtl' : 'ltr' };
    const name = arabic ? (company.nameAr ?? company.name) : company.name;
    const address = arabic ? (company.addressAr ?? company.address) : company.address;
    let y = top;
    type.line(name, left, y, width, { size: 13, bold: true, color: BRAND, ...own }, side.align);
    y += 20;
    // The phone and address read left to right on either side.
    const contact = arabic
      ? `${isolate(company.phone)} · ${isolate(company.careersEmail)}`
      : `${company.phone} · ${company.careersEmail}`;
    for (const line of [address, contact]) {
      type.line(line, left, y, width, { size: 8.5, color: MUTED, ...own }, side.align);
      y += 13;
    }
    bottom = Math.max(bottom, y);
  }
  return bottom + 6;
}

/** A heading and label/value rows, the label on the start side; a row marked `true` is bold. */
function table(
  type: LetterTypesetter,
  left: number,
  top: number,
  width: number,
  heading: string,
  rows: readonly (readonly [string, string] | readonly [string, string, boolean])[],
): number {
  const labelWidth = width * 0.36;
  const labelLeft = type.direction === 'ltr' ? left : left + width - labelWidth;
  const valueLeft = type.direction === 'ltr' ? left + labelWidth : left;
  type.line(heading, left, top, width, { size: 11.5, bold: true });
  let y = top + 22;
  for (const [label, value, strong] of rows) {
    const style: TextStyle = { size: 10.5, bold: strong === true };
    type.line(label, labelLeft, y, labelWidth, { ...style, color: MUTED });
    y = type.paragraph(value, valueLeft, y, width - labelWidth, style);
  }
  return y;
}
