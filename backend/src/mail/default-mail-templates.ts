import type { Language, MailTemplateInput, MailTemplatePurpose } from '@uaq/contract';

const EN_SIGN_OFF = 'Kind regards,\nThe recruitment team, {{companyName}}';
const AR_SIGN_OFF = 'مع أطيب التحيات،\nفريق التوظيف، {{companyName}}';

/**
 * What each template says until HR saves a version of its own, and what "restore default" brings
 * back. Paragraphs are separated by a blank line. `received` is word for word the confirmation
 * e-mail from before templates existed.
 */
export const DEFAULT_MAIL_TEMPLATES: Record<MailTemplatePurpose, Record<Language, MailTemplateInput>> = {
  received: {
    en: {
      subject: 'Your application for {{jobTitle}} at {{companyName}}',
      body: [
        'Dear {{applicantName}},',
        'Thank you for applying for the position of {{jobTitle}} at {{companyName}}. We have received your application.',
        'Our recruitment team reviews every application carefully. If your profile matches the role, we will contact you about the next steps.',
        EN_SIGN_OFF,
      ].join('\n\n'),
    },
    ar: {
      subject: 'طلبك لوظيفة {{jobTitle}} لدى {{companyName}}',
      body: [
        'عزيزي/عزيزتي {{applicantName}}،',
        'شكرًا لتقدّمك لوظيفة {{jobTitle}} لدى {{companyName}}. لقد استلمنا طلبك.',
        'يراجع فريق التوظيف لدينا كل طلب بعناية، وإذا كانت مؤهلاتك تناسب الوظيفة فسنتواصل معك بشأن الخطوات التالية.',
        AR_SIGN_OFF,
      ].join('\n\n'),
    },
  },
  interview: {
    en: {
      subject: 'Your application for {{jobTitle}}: invitation to an interview',
      body: [
        'Dear {{applicantName}},',
        'Good news: your application for {{jobTitle}} at {{companyName}} has been shortlisted, and we would like to meet you for an interview.',
        'We will contact you shortly to agree on a date and time. If you have a question in the meantime, call us on {{companyPhone}}.',
        EN_SIGN_OFF,
      ].join('\n\n'),
    },
    ar: {
      subject: 'طلبك لوظيفة {{jobTitle}}: دعوة لإجراء مقابلة',
      body: [
        'عزيزي/عزيزتي {{applicantName}}،',
        'يسعدنا إبلاغك بأن طلبك لوظيفة {{jobTitle}} لدى {{companyName}} قد أُدرج في القائمة المختصرة، ونود دعوتك لإجراء مقابلة.',
        'سنتواصل معك قريبًا للاتفاق على الموعد. إذا كان لديك أي سؤال، يُرجى الاتصال بنا على {{companyPhone}}.',
        AR_SIGN_OFF,
      ].join('\n\n'),
    },
  },
  rejection: {
    en: {
      subject: 'Your application for {{jobTitle}}',
      body: [
        'Dear {{applicantName}},',
        'Thank you for your interest in the position of {{jobTitle}} at {{companyName}}.',
        'After careful consideration, we have decided not to proceed with your application at this time. We wish you every success in your career.',
        EN_SIGN_OFF,
      ].join('\n\n'),
    },
    ar: {
      subject: 'طلبك لوظيفة {{jobTitle}}',
      body: [
        'عزيزي/عزيزتي {{applicantName}}،',
        'نشكرك على اهتمامك بوظيفة {{jobTitle}} لدى {{companyName}}.',
        'بعد دراسة متأنية، قررنا عدم المضي في طلبك في الوقت الحالي. نتمنى لك كل التوفيق في مسيرتك المهنية.',
        AR_SIGN_OFF,
      ].join('\n\n'),
    },
  },
  offer: {
    en: {
      subject: 'Welcome to {{companyName}}',
      body: [
        'Dear {{applicantName}},',
        'Congratulations: we are delighted to offer you the position of {{jobTitle}} at {{companyName}}.',
        'Our team will contact you with the details of your start.',
        EN_SIGN_OFF,
      ].join('\n\n'),
    },
    ar: {
      subject: 'مرحبًا بك في {{companyName}}',
      body: [
        'عزيزي/عزيزتي {{applicantName}}،',
        'تهانينا: يسعدنا أن نعرض عليك وظيفة {{jobTitle}} لدى {{companyName}}.',
        'سيتواصل معك فريقنا لإطلاعك على تفاصيل بدء العمل.',
        AR_SIGN_OFF,
      ].join('\n\n'),
    },
  },
};
