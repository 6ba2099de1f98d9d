import type { StateAgencySeed } from '../types.ts';

// Each state's fish and wildlife agency: the fallback shown when no provider matches (DESIGN.md
// "Matching"). A website is given only where the exact address is known for certain; otherwise
// null. Their phone numbers are phone lines, each from a named source (agency-phone-lines.ts,
// docs/decisions/046). The seed never overwrites a row, so what administrators entered stays.
// Where a state splits the work (Pennsylvania: Game Commission for wildlife, Fish and Boat
// Commission for reptiles and amphibians), the agency for wild birds and mammals is listed.
export const stateAgencySeeds: StateAgencySeed[] = [
  { state: 'AL', name: 'Alabama Department of Conservation and Natural Resources', website: 'https://www.outdooralabama.com' },
  { state: 'AK', name: 'Alaska Department of Fish and Game', website: 'https://www.adfg.alaska.gov' },
  { state: 'AZ', name: 'Arizona Game and Fish Department', website: 'https://www.azgfd.gov' },
  { state: 'AR', name: 'Arkansas Game and Fish Commission', website: 'https://www.agfc.com' },
  { state: 'CA', name: 'California Department of Fish and Wildlife', website: 'https://wildlife.ca.gov' },
  { state: 'CO', name: 'Colorado Parks and Wildlife', website: 'https://cpw.state.co.us' },
  { state: 'CT', name: 'Connecticut Department of Energy and Environmental Protection', website: 'https://portal.ct.gov/deep' },
  { state: 'DE', name: 'Delaware Department of Natural Resources and Environmental Control, Division of Fish and Wildlife', website: 'https://dnrec.delaware.gov' },
  { state: 'FL', name: 'Florida Fish and Wildlife Conservation Commission', website: 'https://myfwc.com' },
  { state: 'GA', name: 'Georgia Department of Natural Resources, Wildlife Resources Division', website: 'https://georgiawildlife.com' },
  { state: 'HI', name: 'Hawaii Department of Land and Natural Resources, Division of Forestry and Wildlife', website: 'https://dlnr.hawaii.gov/dofaw' },
  { state: 'ID', name: 'Idaho Department of Fish and Game', website: 'https://idfg.idaho.gov' },
  { state: 'IL', name: 'Illinois Department of Natural Resources', website: 'https://dnr.illinois.gov' },
  { state: 'IN', name: 'Indiana Department of Natural Resources', website: 'https://www.in.gov/dnr' },
  { state: 'IA', name: 'Iowa Department of Natural Resources', website: 'https://www.iowadnr.gov' },
  { state: 'KS', name: 'Kansas Department of Wildlife and Parks', website: 'https://ksoutdoors.gov' },
  { state: 'KY', name: 'Kentucky Department of Fish and Wildlife Resources', website: 'https://fw.ky.gov' },
  { state: 'LA', name: 'Louisiana Department of Wildlife and Fisheries', website: 'https://www.wlf.louisiana.gov' },
  { state: 'ME', name: 'Maine Department of Inland Fisheries and Wildlife', website: 'https://www.maine.gov/ifw' },
  { state: 'MD', name: 'Maryland Department of Natural Resources', website: 'https://dnr.maryland.gov' },
  { state: 'MA', name: 'Massachusetts Division of Fisheries and Wildlife', website: 'https://www.mass.gov/orgs/division-of-fisheries-and-wildlife' },
  { state: 'MI', name: 'Michigan Department of Natural Resources', website: 'https://www.michigan.gov/dnr' },
  { state: 'MN', name: 'Minnesota Department of Natural Resources', website: 'https://www.dnr.state.mn.us' },
  { state: 'MS', name: 'Mississippi Department of Wildlife, Fisheries, and Parks', website: 'https://www.mdwfp.com' },
  { state: 'MO', name: 'Missouri Department of Conservation', website: 'https://mdc.mo.gov' },
  { state: 'MT', name: 'Montana Fish, Wildlife and Parks', website: 'https://fwp.mt.gov' },
  { state: 'NE', name: 'Nebraska Game and Parks Commission', website: 'https://outdoornebraska.gov' },
  { state: 'NV', name: 'Nevada Department of Wildlife', website: 'https://www.ndow.org' },
  { state: 'NH', name: 'New Hampshire Fish and Game Department', website: 'https://www.wildlife.nh.gov' },
  { state: 'NJ', name: 'New Jersey Division of Fish and Wildlife', website: 'https://dep.nj.gov/njfw' },
  // A 2025 law renames the department (to Department of Wildlife); update the name when it takes effect.
  // Renamed by Senate Bill 5 (2025), in force from July 1, 2026 (roadrunnercapitol.com's summary of
  // SB 5; fastdemocracy.com's bill summary for the date). Its pages are still on wildlife.dgf.nm.gov.
  { state: 'NM', name: 'New Mexico Department of Wildlife', website: 'https://wildlife.dgf.nm.gov' },
  { state: 'NY', name: 'New York State Department of Environmental Conservation', website: 'https://dec.ny.gov' },
  { state: 'NC', name: 'North Carolina Wildlife Resources Commission', website: 'https://www.ncwildlife.gov' },
  { state: 'ND', name: 'North Dakota Game and Fish Department', website: 'https://gf.nd.gov' },
  { state: 'OH', name: 'Ohio Department of Natural Resources, Division of Wildlife', website: 'https://ohiodnr.gov' },
  { state: 'OK', name: 'Oklahoma Department of Wildlife Conservation', website: 'https://www.wildlifedepartment.com' },
  { state: 'OR', name: 'Oregon Department of Fish and Wildlife', website: 'https://www.dfw.state.or.us' },
  // Its pages moved to pa.gov (pa.gov/services/pgc/report-a-wildlife-violation.html, December 2024).
  { state: 'PA', name: 'Pennsylvania Game Commission', website: 'https://www.pa.gov/agencies/pgc' },
  { state: 'RI', name: 'Rhode Island Department of Environmental Management, Division of Fish and Wildlife', website: 'https://dem.ri.gov' },
  { state: 'SC', name: 'South Carolina Department of Natural Resources', website: 'https://www.dnr.sc.gov' },
  { state: 'SD', name: 'South Dakota Game, Fish and Parks', website: 'https://gfp.sd.gov' },
  { state: 'TN', name: 'Tennessee Wildlife Resources Agency', website: 'https://www.tn.gov/twra' },
  { state: 'TX', name: 'Texas Parks and Wildlife Department', website: 'https://tpwd.texas.gov' },
  { state: 'UT', name: 'Utah Division of Wildlife Resources', website: 'https://wildlife.utah.gov' },
  { state: 'VT', name: 'Vermont Fish and Wildlife Department', website: 'https://vtfishandwildlife.com' },
  { state: 'VA', name: 'Virginia Department of Wildlife Resources', website: 'https://dwr.virginia.gov' },
  { state: 'WA', name: 'Washington Department of Fish and Wildlife', website: 'https://wdfw.wa.gov' },
  { state: 'WV', name: 'West Virginia Division of Natural Resources', website: 'https://wvdnr.gov' },
  { state: 'WI', name: 'Wisconsin Department of Natural Resources', website: 'https://dnr.wisconsin.gov' },
  { state: 'WY', name: 'Wyoming Game and Fish Department', website: 'https://wgfd.wyo.gov' },
];
