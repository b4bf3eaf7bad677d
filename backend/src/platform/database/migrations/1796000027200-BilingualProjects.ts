import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Projects get Arabic twins of title, client, location and description, photos an Arabic
 * caption, and the duration becomes a number of months (so Arabic writes «5 أشهر», never "months 5").
 * HR's free text is read once: "5 months" → 5, "10 weeks" → 2, "1 year" → 12, "12 months (renewable)"
 * → 12; text without a number leaves no duration. The sample projects get their Arabic (and, on a
 * fresh database, where 1795392014400 now inserts through the entity without `duration`, their
 * months) while HR has not changed their English title.
 *
 * Plain ALTER TABLE on every engine: TypeORM's SQLite column helpers rebuild the table, and dropping
 * the old `projects` inside the migrations' transaction would cascade to the photos.
 */
export class BilingualProjects1796000027200 implements MigrationInterface {
  name = 'BilingualProjects1796000027200';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of [
      'titleAr varchar(150) NULL',
      'clientAr varchar(150) NULL',
      'locationAr varchar(100) NULL',
      'descriptionAr text NULL',
      'durationMonths integer NULL',
    ]) {
      await queryRunner.query(`ALTER TABLE projects ADD COLUMN ${column}`);
    }
    await queryRunner.query('ALTER TABLE project_photos ADD COLUMN altAr varchar(200) NULL');

    const rows = (await queryRunner.query('SELECT id, duration FROM projects')) as {
      id: number;
      duration: string | null;
    }[];
    for (const row of rows) {
      const months = monthsOf(row.duration ?? '');
      if (months !== null) {
        await queryRunner.query('UPDATE projects SET durationMonths = ? WHERE id = ?', [months, row.id]);
      }
    }
    await queryRunner.query('ALTER TABLE projects DROP COLUMN duration');

    for (const sample of SAMPLE_PROJECTS_IN_ARABIC) {
      await queryRunner.query(
        `UPDATE projects SET titleAr = ?, clientAr = ?, locationAr = ?, descriptionAr = ?,
         durationMonths = COALESCE(durationMonths, ?)
         WHERE slug = ? AND title = ? AND sample = 1 AND titleAr IS NULL`,
        [
          sample.titleAr,
          sample.clientAr,
          sample.locationAr,
          sample.descriptionAr,
          sample.durationMonths,
          sample.slug,
          sample.title,
        ],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE projects ADD COLUMN duration varchar(50) NULL');
    const rows = (await queryRunner.query(
      'SELECT id, durationMonths FROM projects WHERE durationMonths IS NOT NULL',
    )) as { id: number; durationMonths: number }[];
    for (const row of rows) {
      const months = Number(row.durationMonths);
      await queryRunner.query('UPDATE projects SET duration = ? WHERE id = ?', [
        `${months} ${months === 1 ? 'month' : 'months'}`,
        row.id,
      ]);
    }
    await queryRunner.query('ALTER TABLE project_photos DROP COLUMN altAr');
    for (const column of ['durationMonths', 'descriptionAr', 'locationAr', 'clientAr', 'titleAr']) {
      await queryRunner.query(`ALTER TABLE projects DROP COLUMN ${column}`);
    }
  }
}

const WEEKS_PER_MONTH = 52 / 12;
const MAX_MONTHS = 120;

/** Whole months from HR's free text; null when it names no number of days, weeks, months or years. */
function monthsOf(text: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(day|week|month|year|yr)?/i.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = (match[2] ?? 'month').toLowerCase();
  const months =
    unit === 'day'
      ? amount / 30
      : unit === 'week'
        ? amount / WEEKS_PER_MONTH
        : unit === 'month'
          ? amount
          : amount * 12;
  if (!(months > 0)) return null;
  return Math.min(MAX_MONTHS, Math.max(1, Math.round(months)));
}

/** The sample projects seeded by 1795392014400 in Arabic, with their months (written out: this migration never changes). */
const SAMPLE_PROJECTS_IN_ARABIC = [
  {
    slug: 'waterfront-retail-centre-fire-alarm-upgrade',
    durationMonths: 5,
    title: 'Waterfront Retail Centre Fire Alarm Upgrade',
    titleAr: 'تحديث نظام إنذار الحريق في مركز تسوق على الواجهة البحرية',
    clientAr: 'عميل توضيحي: مشغّل مركز تسوق',
    locationAr: 'مدينة أم القيوين',
    descriptionAr:
      'استبدال نظام إنذار حريق تقليدي متقادم بنظام معنون يغطي 60 متجرًا وساحة المطاعم ومواقف السيارات في الطابق السفلي، مع تنفيذ الأعمال ليلًا ليبقى المركز مفتوحًا. يشمل المشروع نظام الإخلاء الصوتي وربط النظام بمراوح شفط الدخان.',
  },
  {
    slug: 'residential-tower-sprinkler-and-pump-room',
    durationMonths: 8,
    title: 'Residential Tower Sprinkler and Pump Room',
    titleAr: 'رشاشات وغرفة مضخات لبرج سكني',
    clientAr: 'عميل توضيحي: مطوّر عقاري خاص',
    locationAr: 'النعيمية، عجمان',
    descriptionAr:
      'نظام رشاشات رطب وبكرات خراطيم وغرفة مضخات حريق جديدة لبرج سكني من 14 طابقًا، مع الحسابات الهيدروليكية وموافقة الدفاع المدني واختبار تدفق بحضور الجهة المختصة عند التسليم.',
  },
  {
    slug: 'industrial-warehouse-fire-protection-package',
    durationMonths: 6,
    title: 'Industrial Warehouse Fire Protection Package',
    titleAr: 'منظومة متكاملة للحماية من الحريق في مستودع صناعي',
    clientAr: 'عميل توضيحي: شركة خدمات لوجستية',
    locationAr: 'منطقة أم الثعوب الصناعية، أم القيوين',
    descriptionAr:
      'إنذار الحريق وحنفيات الحريق وبكرات الخراطيم والحماية بالرغوة لمستودع تخزين مواد كيميائية، مع كواشف مقاومة للانفجار في المنطقة الخطرة ومضخة حريق تعمل بالديزل.',
  },
  {
    slug: 'road-tunnel-emergency-lighting-and-signage',
    durationMonths: 4,
    title: 'Road Tunnel Emergency Lighting and Signage',
    titleAr: 'إنارة الطوارئ واللافتات لنفق طريق',
    clientAr: 'عميل توضيحي: مقاول طرق',
    locationAr: 'رأس الخيمة',
    descriptionAr:
      'إنارة الطوارئ ولافتات مخارج الطوارئ المضيئة وعلامات إرشاد فسفورية لنفق قصير، مع نظام بطاريات مركزي واختبار ذاتي تلقائي كل شهر.',
  },
  {
    slug: 'secondary-school-life-safety-upgrade',
    durationMonths: 2,
    title: 'Secondary School Life Safety Upgrade',
    titleAr: 'تحديث أنظمة سلامة الأرواح في مدرسة ثانوية',
    clientAr: 'عميل توضيحي: مدرسة خاصة',
    locationAr: 'السلمة، أم القيوين',
    descriptionAr:
      'تحديث إنذار الحريق وإنارة الطوارئ وطفايات الحريق في ثلاثة مبانٍ مدرسية، نُفّذ خلال العطلة الصيفية، مع تدريب العاملين ودعم تمارين الإخلاء.',
  },
  {
    slug: 'villa-community-fire-safety-installation',
    durationMonths: 7,
    title: 'Villa Community Fire Safety Installation',
    titleAr: 'تركيب أنظمة السلامة من الحريق في مجمع فلل',
    clientAr: 'عميل توضيحي: مطوّر عقاري',
    locationAr: 'الراشدية، أم القيوين',
    descriptionAr:
      'إنذار حريق موصول بالمراقبة عن بُعد، وطفايات وبطانيات حريق لمجمع من 40 فيلا، من موافقة التصميم حتى شهادات الإنجاز لكل وحدة.',
  },
  {
    slug: 'office-building-smoke-management',
    durationMonths: 5,
    title: 'Office Building Smoke Management',
    titleAr: 'التحكم في الدخان لمبنى مكاتب',
    clientAr: 'عميل توضيحي: مالك عقار',
    locationAr: 'المجاز، الشارقة',
    descriptionAr:
      'ضغط السلالم وشفط الدخان من الممرات لمبنى مكاتب من 9 طوابق، مع أنظمة تحكم للمراوح مقاومة للحريق ولوحة تحكم يدوي لرجال الإطفاء.',
  },
  {
    slug: 'clinic-fm-200-suppression-for-server-and-records-rooms',
    durationMonths: 1,
    title: 'Clinic FM-200 Suppression for Server and Records Rooms',
    titleAr: 'إطفاء بغاز FM-200 لغرفتي الخوادم والسجلات في عيادة',
    clientAr: 'عميل توضيحي: مشغّل منشآت صحية',
    locationAr: 'الفجيرة',
    descriptionAr:
      'إطفاء بعامل نظيف لغرفة الخوادم ومستودع السجلات الطبية في عيادة، مع اختبار إحكام الغرفة وربط النظام بإنذار الحريق في المبنى.',
  },
  {
    slug: 'factory-annual-maintenance-contract',
    durationMonths: 12,
    title: 'Factory Annual Maintenance Contract',
    titleAr: 'عقد صيانة سنوي لمصنع',
    clientAr: 'عميل توضيحي: شركة تصنيع',
    locationAr: 'فلج المعلا، أم القيوين',
    descriptionAr:
      'صيانة سنوية لأنظمة إنذار الحريق والرشاشات والمضخات وطفايات الحريق في مصنع، مع تقارير ربع سنوية والاستجابة للطوارئ على مدار الساعة.',
  },
];
