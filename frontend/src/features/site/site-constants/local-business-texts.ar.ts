export const localBusinessTexts = {
  description:
    'مقاول معتمد من الدفاع المدني للحماية من الحريق والسلامة: إنذار الحريق، ومكافحة الحريق، وشفط الدخان، وإنارة الطوارئ، والتصميم وموافقات الدفاع المدني، والصيانة.',
  emirate: 'أم القيوين',
  credential: 'موافقة الدفاع المدني',
  credentialName: (approvalNo: string) => `موافقة الدفاع المدني الإماراتي رقم ${approvalNo}`,
  civilDefence: 'الدفاع المدني الإماراتي',
  tradeLicence: 'الرخصة التجارية الإماراتية',
};
