import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SAMPLE CONTENT: the illustrative projects the site showed before HR managed the portfolio, stored
 * as published projects marked `sample` (the public page badges them) so HR can edit or delete
 * them. Written out here, not imported, so this migration keeps inserting the same rows forever.
 */
const SAMPLE_PROJECTS = [
  {
    slug: 'waterfront-retail-centre-fire-alarm-upgrade',
    title: 'Waterfront Retail Centre Fire Alarm Upgrade',
    category: 'Commercial',
    location: 'Umm Al Quwain City',
    status: 'Completed',
    client: 'Sample client: retail centre operator',
    duration: '5 months',
    services: ['fire-alarm', 'smoke-extraction'],
    description:
      'Replacement of an ageing conventional fire alarm with an addressable system covering 60 shops, the food court and the basement car park, carried out at night so the centre stayed open. Includes voice evacuation and integration with the smoke extraction fans.',
  },
  {
    slug: 'residential-tower-sprinkler-and-pump-room',
    title: 'Residential Tower Sprinkler and Pump Room',
    category: 'Residential',
    location: 'Al Nuaimiya, Ajman',
    status: 'Completed',
    client: 'Sample client: private developer',
    duration: '8 months',
    services: ['fire-fighting', 'design-approvals'],
    description:
      'Wet sprinkler system, hose reels and a new fire pump room for a 14-storey residential tower, with hydraulic calculations, Civil Defence approval and a witnessed flow test at handover.',
  },
  {
    slug: 'industrial-warehouse-fire-protection-package',
    title: 'Industrial Warehouse Fire Protection Package',
    category: 'Industrial',
    location: 'Umm Al Thuoob Industrial Area, Umm Al Quwain',
    status: 'Completed',
    client: 'Sample client: logistics company',
    duration: '6 months',
    services: ['fire-alarm', 'fire-fighting'],
    description:
      'Fire alarm, hydrants, hose reels and foam protection for a chemical storage warehouse, with explosion-proof detectors in the hazardous zone and a diesel fire pump.',
  },
  {
    slug: 'road-tunnel-emergency-lighting-and-signage',
    title: 'Road Tunnel Emergency Lighting and Signage',
    category: 'Infrastructure',
    location: 'Ras Al Khaimah',
    status: 'In Progress',
    client: 'Sample client: roads contractor',
    duration: '4 months',
    services: ['emergency-exit'],
    description:
      'Emergency lighting, illuminated exit signs and photoluminescent way-finding for a short underpass, with a central battery system and monthly automatic self-testing.',
  },
  {
    slug: 'secondary-school-life-safety-upgrade',
    title: 'Secondary School Life Safety Upgrade',
    category: 'Institutional',
    location: 'Al Salamah, Umm Al Quwain',
    status: 'Completed',
    client: 'Sample client: private school',
    duration: '10 weeks',
    services: ['fire-alarm', 'emergency-exit'],
    description:
      'Upgrade of fire alarm, emergency lighting and fire extinguishers across three school blocks, scheduled in the summer break, with staff training and evacuation drill support.',
  },
  {
    slug: 'villa-community-fire-safety-installation',
    title: 'Villa Community Fire Safety Installation',
    category: 'Residential',
    location: 'Al Rashidiya, Umm Al Quwain',
    status: 'In Progress',
    client: 'Sample client: real estate developer',
    duration: '7 months',
    services: ['fire-alarm', 'design-approvals'],
    description:
      'Fire alarm connected to remote monitoring, extinguishers and fire blankets for a community of 40 villas, from design approval to completion certificates for each unit.',
  },
  {
    slug: 'office-building-smoke-management',
    title: 'Office Building Smoke Management',
    category: 'Commercial',
    location: 'Al Majaz, Sharjah',
    status: 'Planning',
    client: 'Sample client: property owner',
    duration: '5 months',
    services: ['smoke-extraction'],
    description:
      'Stair pressurisation and corridor smoke extraction for a 9-storey office building, including fire-rated fan controls and a firefighter override panel.',
  },
  {
    slug: 'clinic-fm-200-suppression-for-server-and-records-rooms',
    title: 'Clinic FM-200 Suppression for Server and Records Rooms',
    category: 'Institutional',
    location: 'Fujairah',
    status: 'Completed',
    client: 'Sample client: healthcare operator',
    duration: '6 weeks',
    services: ['fire-fighting'],
    description:
      'Clean-agent suppression for a clinic’s server room and medical records store, with room integrity testing and connection to the building fire alarm.',
  },
  {
    slug: 'factory-annual-maintenance-contract',
    title: 'Factory Annual Maintenance Contract',
    category: 'Industrial',
    location: 'Falaj Al Mualla, Umm Al Quwain',
    status: 'In Progress',
    client: 'Sample client: manufacturer',
    duration: '12 months (renewable)',
    services: ['maintenance'],
    description:
      'Annual maintenance of fire alarm, sprinkler, pump and extinguisher systems for a manufacturing plant, with quarterly reports and 24/7 emergency response.',
  },
];

const SEEDED_AT = new Date('2026-11-23T00:00:00Z');

export class SeedSampleProjects1795392014400 implements MigrationInterface {
  name = 'SeedSampleProjects1795392014400';

  async up(queryRunner: QueryRunner): Promise<void> {
    // 'projects' resolves to the entity, so the driver converts the list, booleans and dates per engine.
    await queryRunner.manager
      .createQueryBuilder()
      .insert()
      .into('projects', [
        'slug',
        'title',
        'category',
        'client',
        'location',
        'duration',
        'status',
        'description',
        'services',
        'published',
        'sample',
        'position',
        'createdAt',
        'updatedAt',
      ])
      .values(
        SAMPLE_PROJECTS.map((project, index) => ({
          ...project,
          published: true,
          sample: true,
          position: index + 1,
          createdAt: SEEDED_AT,
          updatedAt: SEEDED_AT,
        })),
      )
      // A slug HR already used keeps HR's project.
      .orIgnore()
      .execute();
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.manager
      .createQueryBuilder()
      .delete()
      .from('projects')
      .where('slug IN (:...slugs) AND sample = :sample', {
        sample: true,
        slugs: SAMPLE_PROJECTS.map((project) => project.slug),
      })
      .execute();
  }
}
