import type { ServiceId } from '@/config/paths';
import { texts } from '@/lib/i18n/texts';

/**
 * Four things each service covers (translate here): the overview's rows list them, and each service
 * page lists them first under "What we offer", before the rest from its details file.
 */
export const SERVICE_HIGHLIGHTS = texts<Record<ServiceId, readonly string[]>>(
  {
    'fire-alarm': [
      'Addressable systems that pinpoint the device in alarm, for larger and multi-storey buildings',
      'Conventional zone-based systems for villas, shops and smaller premises',
      'Smoke, heat, multi-sensor and beam detectors chosen for each space',
      'Manual call points, sounders, strobes and voice evacuation',
    ],
    'fire-fighting': [
      'Wet, dry and pre-action sprinkler systems',
      'Fire hydrants, landing valves, hose reels and fire department connections',
      'Fire pump sets: electric, diesel and jockey pumps with controllers',
      'FM-200, Novec 1230 and CO2 suppression for server rooms and switchgear',
    ],
    'smoke-extraction': [
      'Mechanical smoke extraction for atriums, malls and large open spaces',
      'Stairwell and lift lobby pressurisation',
      'Car park jet fan ventilation with CO and smoke control',
      'Fire and smoke dampers, motorised and fusible-link',
    ],
    'emergency-exit': [
      'Self-contained emergency luminaires with tested battery backup',
      'Central battery systems for large and multi-storey buildings',
      'Illuminated exit signs and directional signage',
      'Photoluminescent way-finding and floor-level markings',
    ],
    'design-approvals': [
      'Fire and life safety strategy and code review',
      'Fire alarm, fire fighting and smoke management design drawings',
      'Shop drawings and hydraulic calculations',
      'Civil Defence submissions, comments and resubmissions',
    ],
    electrical: [
      'Main and sub-main distribution boards',
      'Wiring, containment and cable tray installation',
      'Fire-rated cabling for life safety equipment',
      'Interior, exterior and emergency lighting',
    ],
    plumbing: [
      'Hot and cold water supply systems',
      'Drainage, soil and vent pipework',
      'Fire water and domestic water tanks',
      'Booster, transfer and fire pump rooms',
    ],
    maintenance: [
      'Scheduled preventive maintenance visits',
      'Fire alarm, sprinkler, pump and suppression system testing',
      'Fire extinguisher inspection, refilling and replacement',
      'Emergency lighting duration tests',
    ],
  },
  () => import('./service-highlights.ar').then((arabic) => arabic.SERVICE_HIGHLIGHTS),
);
