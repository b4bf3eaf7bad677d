import type { ServiceId } from '@/config/paths';

/**
 * A service page's texts (translate here); its title and summary are in service-summaries.ts, so the
 * cards on other pages do not carry these. Icons are chosen in service-icon.tsx.
 */
export interface ServiceDetails {
  /** Opening paragraphs of the service page. */
  intro: string[];
  /** Bulleted list: what the service covers. */
  features: string[];
  /** Second block: how the work is done / compliance notes. */
  detailsHeading: string;
  details: string[];
  /** Short benefit list for the page's side panel. */
  benefits: string[];
}

export const SERVICE_DETAILS: Record<ServiceId, ServiceDetails> = {
  'fire-alarm': {
    intro: [
      'A fire alarm system buys the minutes that matter: it detects smoke or heat early, warns everyone in the building and tells the people responsible exactly where the problem is. We design, supply, install and commission fire detection and alarm systems for villas, residential towers, offices, warehouses, schools and factories across Umm Al Quwain and the northern emirates.',
      'Every system we deliver follows the UAE Fire and Life Safety Code of Practice and uses Civil Defence approved equipment, so approval inspections go smoothly and your completion certificate is not held up.',
    ],
    features: [
      'Addressable systems that pinpoint the device in alarm, for larger and multi-storey buildings',
      'Conventional zone-based systems for villas, shops and smaller premises',
      'Smoke, heat, multi-sensor and beam detectors chosen for each space',
      'Manual call points, sounders, strobes and voice evacuation',
      'Interfaces with lifts, AHUs, fire dampers, access control and the BMS',
      'Connection to the Civil Defence remote monitoring service where required',
    ],
    detailsHeading: 'From drawings to handover',
    details: [
      'We start from your architectural drawings and a site survey, prepare the detection layout and cause-and-effect matrix, and submit the design for Civil Defence approval. Installation is carried out by our own certified technicians with fire-rated cabling and tidy, labelled containment.',
      'Commissioning covers every detector and call point, followed by a witnessed test, as-built drawings, operation manuals and training for your facility team. After handover, an annual maintenance contract keeps the system compliant.',
    ],
    benefits: [
      'Civil Defence approved equipment',
      'Early, precise detection',
      'Fewer false alarms',
      'Full documentation',
    ],
  },
  'fire-fighting': {
    intro: [
      'When a fire starts, the right fire fighting system controls or puts it out before it spreads. We engineer and install water-based and gas-based systems matched to the occupancy and hazard of each building, from a single warehouse to a mixed-use tower.',
      'Our engineers size pumps, pipework and water storage with hydraulic calculations, and we install to the approved shop drawings using listed and Civil Defence approved components.',
    ],
    features: [
      'Wet, dry and pre-action sprinkler systems',
      'Fire hydrants, landing valves, hose reels and fire department connections',
      'Fire pump sets: electric, diesel and jockey pumps with controllers',
      'FM-200, Novec 1230 and CO2 suppression for server rooms and switchgear',
      'Foam systems and kitchen hood wet-chemical suppression',
      'Portable fire extinguishers and fire blankets, supplied and tagged',
    ],
    detailsHeading: 'Engineered, tested, certified',
    details: [
      'We prepare hydraulic calculations and shop drawings, coordinate with other trades on site, and pressure-test every section before it is concealed. Pump sets are commissioned with flow tests and the results recorded for the authority.',
      'At handover you receive test certificates, as-built drawings and a maintenance schedule. Our maintenance team can take over routine inspections so the system is always ready.',
    ],
    benefits: [
      'Hydraulically calculated designs',
      'Listed and approved components',
      'Pressure and flow tested',
      'Maintenance ready',
    ],
  },
  'smoke-extraction': {
    intro: [
      'In most fires, smoke is more dangerous than flames. A smoke management system keeps escape routes clear so people can leave safely and firefighters can reach the fire. We design and install smoke extraction and pressurisation systems for malls, towers, car parks, hotels and industrial buildings.',
      'Systems are designed to the UAE Fire and Life Safety Code and integrated with the fire alarm, so fans, dampers and curtains respond automatically the moment a fire is detected.',
    ],
    features: [
      'Mechanical smoke extraction for atriums, malls and large open spaces',
      'Stairwell and lift lobby pressurisation',
      'Car park jet fan ventilation with CO and smoke control',
      'Fire and smoke dampers, motorised and fusible-link',
      'Automatic smoke curtains and natural smoke vents',
      'Fire-rated fan controls and firefighter override panels',
    ],
    detailsHeading: 'Designed around the escape routes',
    details: [
      'We calculate extraction and make-up air rates for each smoke zone, select fans rated for high-temperature operation and coordinate ductwork and power supplies with your MEP consultant.',
      'Commissioning includes air-flow and pressure-differential measurements, door-opening force checks and a full cause-and-effect test with the fire alarm, witnessed for Civil Defence approval.',
    ],
    benefits: [
      'Clear escape routes',
      'Automatic fire alarm integration',
      'Measured performance',
      'Code-compliant design',
    ],
  },
  'emergency-exit': {
    intro: [
      'When the lights go out during an emergency, people need to see the way out. We supply and install emergency lighting and exit signage that switches on automatically on power failure and clearly marks every escape route.',
      'Our designs follow the UAE Fire and Life Safety Code for illumination levels and duration, and we use Civil Defence approved luminaires and signs.',
    ],
    features: [
      'Self-contained emergency luminaires with tested battery backup',
      'Central battery systems for large and multi-storey buildings',
      'Illuminated exit signs and directional signage',
      'Photoluminescent way-finding and floor-level markings',
      'Addressable self-test systems with automatic reports',
      'Periodic duration testing and battery replacement',
    ],
    detailsHeading: 'Visible, tested, documented',
    details: [
      'We prepare a lighting layout for escape routes, stairs, fire equipment points and open areas, then install and test each fitting for the required duration.',
      'Addressable self-test systems log every monthly and annual test automatically, which makes inspections simple and keeps your records ready for the authority.',
    ],
    benefits: [
      'Automatic on power failure',
      'Approved luminaires',
      'Self-test options',
      'Inspection-ready records',
    ],
  },
  'design-approvals': {
    intro: [
      'Getting fire and life safety approvals right the first time saves weeks on any project. Our design team prepares fire protection drawings and reports and manages the submission process with the Civil Defence on your behalf.',
      'We work with developers, consultants, contractors and building owners on new buildings, fit-outs, change of use and upgrades of existing premises.',
    ],
    features: [
      'Fire and life safety strategy and code review',
      'Fire alarm, fire fighting and smoke management design drawings',
      'Shop drawings and hydraulic calculations',
      'Civil Defence submissions, comments and resubmissions',
      'Site inspections and completion certificates',
      'Upgrade studies for existing buildings and fit-outs',
    ],
    detailsHeading: 'One team from drawings to certificate',
    details: [
      'Because the same company designs and installs, the drawings reflect what can be built, and comments from the authority are answered quickly by the engineers who made the design.',
      'We keep you informed at every step: submission, comments, approval, inspection and the final certificate you need to occupy or renew your licence.',
    ],
    benefits: [
      'Faster approvals',
      'Design and build in one team',
      'Clear status updates',
      'Existing building upgrades',
    ],
  },
  electrical: {
    intro: [
      'Fire and life safety systems are only as reliable as the power that feeds them. Our electrical team installs and upgrades low-voltage systems in commercial, residential and industrial buildings, with particular care for the circuits that serve fire pumps, alarm panels and smoke fans.',
      'We carry out the work to the requirements of the local utility and the UAE wiring regulations, and coordinate the approvals needed for connection.',
    ],
    features: [
      'Main and sub-main distribution boards',
      'Wiring, containment and cable tray installation',
      'Fire-rated cabling for life safety equipment',
      'Interior, exterior and emergency lighting',
      'Earthing and lightning protection',
      'Testing, inspection and utility approvals',
    ],
    detailsHeading: 'Safe, tested installations',
    details: [
      'Each installation is tested for insulation resistance, continuity and earth fault loop impedance before energising, and the results are handed over with the as-built drawings.',
      'We also survey existing installations, report defects clearly and carry out upgrades with minimum disruption to occupants.',
    ],
    benefits: [
      'Qualified electricians',
      'Fire-rated power supplies',
      'Tested before handover',
      'Utility approvals handled',
    ],
  },
  plumbing: {
    intro: [
      'Our plumbing team installs water supply and drainage systems for residential and commercial buildings, and builds the fire water storage and pump rooms that sprinklers and hydrants depend on.',
      'Working on both plumbing and fire fighting lets us coordinate tanks, pumps and pipework in one plan, which avoids clashes and saves time on site.',
    ],
    features: [
      'Hot and cold water supply systems',
      'Drainage, soil and vent pipework',
      'Fire water and domestic water tanks',
      'Booster, transfer and fire pump rooms',
      'Water heaters and sanitary fixtures',
      'Leak detection, repairs and pipe replacement',
    ],
    detailsHeading: 'Coordinated with your fire systems',
    details: [
      'All pipework is pressure-tested and flushed before handover, and tanks are cleaned and disinfected ready for use.',
      'For existing buildings we trace leaks, replace corroded pipework and upgrade pumps to improve pressure and reliability.',
    ],
    benefits: [
      'One team for water and fire systems',
      'Pressure-tested pipework',
      'Clean, certified tanks',
      'Repairs and upgrades',
    ],
  },
  maintenance: {
    intro: [
      'A fire safety system must work on the one day it is needed. Our annual maintenance contracts (AMC) keep fire alarm, fire fighting, smoke management and emergency lighting systems tested, serviced and compliant all year.',
      'Regular maintenance is also a Civil Defence requirement: we keep the records and certificates you need for inspections and licence renewals.',
    ],
    features: [
      'Scheduled preventive maintenance visits',
      'Fire alarm, sprinkler, pump and suppression system testing',
      'Fire extinguisher inspection, refilling and replacement',
      'Emergency lighting duration tests',
      '24/7 emergency call-out for faults and alarms',
      'Maintenance reports and Civil Defence certificates',
    ],
    detailsHeading: 'Maintenance you can rely on',
    details: [
      'Each visit follows a checklist for the equipment on site; defects are reported with photos and a clear quotation, and urgent issues are fixed on the spot where possible.',
      'We maintain systems installed by us and by others: a first survey records the condition of your existing equipment and tells you what needs attention before the next inspection.',
    ],
    benefits: [
      'Always inspection ready',
      '24/7 emergency response',
      'Clear reports',
      'Systems by any installer',
    ],
  },
};
