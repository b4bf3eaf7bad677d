import { isolate, type MailLanguage } from '../mail/mail-texts';

/** The status page's own e-mails, in the applicant's languages. */
export interface ApplicantStatusMailTexts {
  statusLink: {
    subject: (company: string) => string;
    paragraphs: (validDays: number) => string[];
    action: string;
  };
  emailChange: { subject: (company: string) => string; paragraphs: string[]; action: string };
  /** The erasure they asked for waits: a legal hold keeps the application. */
  erasureDeferred: { subject: (company: string) => string; paragraphs: (position: string) => string[] };
}

export const APPLICANT_STATUS_MAIL_TEXTS: Record<MailLanguage, ApplicantStatusMailTexts> = {
  en: {
    statusLink: {
      subject: (company) => `Your application status link, ${company}`,
      paragraphs: (validDays) => [
        'You asked for a new link to your application status page. Here it is; any link we sent you before no longer works.',
        `It works for ${validDays} days. Keep it to yourself: anyone with it can see your applications. If you did not ask for it, you can ignore this message.`,
      ],
      action: 'See your application status',
    },
    emailChange: {
      subject: (company) => `Confirm your new e-mail address, ${company}`,
      paragraphs: [
        'You asked us to use this address for your job applications. Open the link below within 24 hours to confirm it; until then nothing changes.',
        'If you did not ask for this, you can ignore this message.',
      ],
      action: 'Confirm this address',
    },
    erasureDeferred: {
      subject: (company) => `Your erasure request is on hold, ${company}`,
      paragraphs: (position) => [
        `You asked us to erase your application for ${position}. We cannot do so yet: a legal obligation (a legal hold) requires us to keep it for now.`,
        'We keep it only for that purpose, and we will erase it as soon as the obligation ends; you do not need to ask again. Your status page shows where your request stands.',
      ],
    },
  },
  ar: {
    statusLink: {
      subject: (company) => `رابط متابعة طلبك لدى ${isolate(company)}`,
      paragraphs: (validDays) => [
        'طلبت رابطًا جديدًا لصفحة متابعة طلباتك، وها هو؛ ولم تعد الروابط التي أرسلناها إليك من قبل تعمل.',
        `يعمل الرابط لمدة ${validDays} يومًا. احتفظ به لنفسك، فكل من يملكه يستطيع رؤية طلباتك. إذا لم تطلبه فيمكنك تجاهل هذه الرسالة.`,
      ],
      action: 'اطّلع على حالة طلبك',
    },
    emailChange: {
      subject: (company) => `أكّد عنوان بريدك الإلكتروني الجديد لدى ${isolate(company)}`,
      paragraphs: [
        'طلبت منا استخدام هذا العنوان لطلبات التوظيف الخاصة بك. افتح الرابط أدناه خلال 24 ساعة لتأكيده؛ ولن يتغير شيء قبل ذلك.',
        'إذا لم تطلب ذلك فيمكنك تجاهل هذه الرسالة.',
      ],
      action: 'تأكيد هذا العنوان',
    },
    erasureDeferred: {
      subject: (company) => `طلب محو بياناتك مؤجَّل لدى ${isolate(company)}`,
      paragraphs: (position) => [
        `طلبت منا محو طلبك لوظيفة ${isolate(position)}، ولا يمكننا فعل ذلك بعد: فالتزام قانوني (تحفّظ قانوني) يوجب علينا الاحتفاظ به في الوقت الحالي.`,
        'لن نحتفظ به إلا لهذا الغرض، وسنمحوه فور انتهاء هذا الالتزام دون أن تحتاج إلى تقديم الطلب مرة أخرى. تعرض صفحة متابعة طلباتك حالة طلبك.',
      ],
    },
  },
};
