/*
 * Drive-away charges for the 2025-26 financial year (1 July 2025 – 30 June 2026): stamp duty schedules and
 * 12-month registration packages, from the team's research of the official pages (checked 2026-11-22). What
 * this module adds to the researched figures: the dates each entry is in force, a confidence mapped from the
 * research's own remarks, each source's kind (official or secondary), and three concessions described in words
 * (VIC's ZLEV registration discount, which ended on 31 December 2025; NT's plug-in EV free registration; and
 * NT's duty concession), and each state's classes of vehicle with their wording and sources (CLASSES_2025_26,
 * read 2026-11-26: docs/pricing-research/vehicle-classes.md).
 *
 * Confidence: a figure read on the government's page → official; a figure two named public sources agree on →
 * corroborated; a figure of an earlier year still in use (WA 2023-24, SA 1 July 2023, NT 2024, TAS fees after
 * their 1 December re-indexing) → carried-forward; estimates, insurer-set premiums and figures from a single
 * or unnamed source → estimate. charges/validate.ts holds every entry to this.
 *
 * Do not edit figures here once quotes have been priced with them: a new period goes in a new entry (dated),
 * a new year in a new module.
 */
import type { AuState } from "../au-state";
import type { ChargesYear, PublicSource, ResearchNote, StateClasses } from "../charges-schema";
import { AU_CHARGES_NOTE, FINDINGS_2026_27_NOTE } from "./research-notes";

const YEAR = { effectiveFrom: "2025-07-01", effectiveTo: "2026-06-30" } as const;

/** The day the researched data set was checked against the stored official pages. */
const READ_ON = "2026-11-22";
/** Sources read while adding the dates and concessions. */
const READ_FOR_DATING = "2026-11-23";
/** Sources read for fleet pricing: business use, tare, list prices, the luxury car tax. */
const READ_FOR_FLEETS = "2026-11-24";
/** Sources read for the states' classes of vehicle (utes, vans, lower-taxed and heavy vehicles). */
const READ_FOR_CLASSES = "2026-11-26";
/** Sources read for goods vehicles and heavier light vehicles: GVM bands, goods-vehicle CTP, heavy-vehicle duty. */
const READ_FOR_GOODS = "2026-11-28";

/** A page of the government that sets the charge. */
const official = (title: string, url: string, readOn = READ_ON): PublicSource => ({ kind: "official", title, url, readOn });
/** Any other public page: press, industry bodies, legislation mirrors, calculators. */
const secondary = (title: string, url: string, readOn = READ_ON): PublicSource => ({ kind: "secondary", title, url, readOn });

/** Exported so that later years can cite the page a carried-forward figure came from. */
export const SOURCES_2025_26 = {
  NSW_RNSW: official(
    "Revenue NSW – Motor vehicle duty (rates table; 'Up to $44,999: $3 for every $100; $45,000 or more: $1,350 plus $5 for every $100'; passenger-vehicle list; value incl. GST; extended warranty excluded)",
    "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty",
  ),
  NSW_S266: secondary(
    "Duties Act 1997 (NSW) s 266 – dutiable value = greater of consideration and market value; excludes extended-warranty premium",
    "http://classic.austlii.edu.au/au/legis/nsw/consol_act/da199793/s266.html",
  ),
  NSW_FACT: official(
    "Revenue NSW factsheet 'Motor Vehicle Registration Duty' ('$1,350 plus $5 for every $100 (or part of $100) over $45,000'; most vehicles $3 per $100 or part)",
    "http://www.revenue.nsw.gov.au/taxes/vehicle/factsheet/overview",
  ),
  NSW_EV: official(
    "NSW Government – EV stamp duty exemption ended 31 December 2023",
    "https://www.nsw.gov.au/driving-boating-and-transport/nsw-governments-electric-vehicle-strategy/abolish-stamp-duty",
  ),
  NSW_REGO: official(
    "NSW Government – Vehicle registration fees (registration fee $79 annually; vehicle tax by tare weight, private/business) – latest version in corpus, page undated",
    "https://www.nsw.gov.au/driving-boating-and-transport/vehicle-registration/fees-concessions-and-forms/vehicle-registration-fees",
  ),
  VIC_S219: secondary(
    "Duties Act 2000 (Vic) s 219 – dutiable value = greater of consideration and market value; no discount for GST",
    "http://www.austlii.edu.au/au/legis/vic/consol_act/da200093/s219.html",
  ),
  VIC_DAD: official(
    "SRO Victoria – Drive-away deals 2025–26 (LCT threshold $80,567 for 2025–26; standard registration cost $973.70; dividing factors 1.042/1.052/1.07/1.09; price bands $84,925/$106,174/$161,474)",
    "https://www.sro.vic.gov.au/node/16793",
  ),
  VIC_DAD_OLD: official(
    "SRO Victoria – drive-away deal guidelines (key factors: trade-in not deducted; dealer delivery and accessories/options agreed before registration are included; no GST discount)",
    "https://sro.vic.gov.au/publications/drive-away-deals-2016-17",
  ),
  VIC_RATES: official(
    "SRO Victoria – Motor vehicle duty current rates ('from 1 July 2024'; green car / primary producer $8.40 per $200; new non-passenger $5.40 per $200; other passenger car $0–$80,567 $8.40, $80,567.01–$100,000 $10.40, $100,000.01–$150,000 $14.00, >$150,000 $18.00 per $200 or part)",
    "https://sro.vic.gov.au/rates-taxes-duties-and-levies/motor-vehicle-duty-current-rates",
  ),
  VIC_S218: secondary(
    "Duties Act 2000 (Vic) s 218 – rate per $200, or part, of the dutiable value (tier rate applies to the whole value)",
    "http://www5.austlii.edu.au/au/legis/vic/consol_act/da200093/s218.html",
  ),
  LCT_2526: secondary(
    "AADA bulletin – Luxury Car Tax thresholds 2025-26 ($80,567 other vehicles, $91,387 fuel-efficient; unchanged from 2024-25)",
    "https://www.aada.asn.au/bulletin/luxury-car-tax-thresholds-2025-26",
  ),
  VIC_REGO: secondary(
    "Canstar (citing VicRoads, collected April 2025) – sedan/wagon/hatch/4WD 12-month registration incl. TAC: metro $906.60, outer metro $848.40, rural $780.10",
    "https://www.canstar.com.au/car-insurance/car-registration-cost-vic/",
  ),
  VIC_ZLEV: official(
    "VicRoads – Hybrid or electric vehicle registration discounts ($100 discount deducted from the registration fee of zero and low emission vehicles: electric, hydrogen, plug-in hybrid; conventional hybrids excluded from 1 July 2021) – page undated",
    "https://www.vicroads.vic.gov.au/registration/registration-fees/concessions-and-discounts/hybrid-vehicle-registration-discount",
    READ_FOR_DATING,
  ),
  VIC_ZLEV_END: secondary(
    "Drive – 'Electric and plug-in hybrid owners lose registration discount in Victoria from today' (the $100 ZLEV registration discount does not continue from 1 January 2026)",
    "https://www.drive.com.au/news/electric-and-plug-in-hybrid-owners-lose-registration-discount-in-victoria-from-today",
    READ_FOR_DATING,
  ),
  QLD_S378: secondary(
    "Duties Act 2001 (Qld) s 378 – dutiable value of a new vehicle with a list price = list price + price of optional equipment not in the list price",
    "https://zoelaw.ai/legislation/duties-act-2001/sections/sec.378",
  ),
  QLD_DV: official(
    "Queensland Government – duty help / dutiable value examples (list price incl. GST and LCT; negotiated discount ignored; $38,990 + $5,000 options = $43,990)",
    "https://qld.gov.au/transport/registration/fees/duty/help",
  ),
  QLD_RATES: official(
    "Queensland Government – Vehicle registration duty rates (light vehicles; 'Up to $100,000 — $X for each $100, or part of $100; More than $100,000 — $Y for each $100, or part of $100')",
    "https://www.qld.gov.au/transport/registration/fees/duty/rates",
  ),
  QLD_2018: secondary(
    "HWL Ebsworth, QLD Budget 2018 – 'duty payable on vehicles valued at more than $100,000 will increase by $2 per $100 of dutiable value from 1 July 2018' (supports whole-value reading)",
    "https://hwlebsworth.com.au/qld-budget-2018-state-tax-changes/",
  ),
  QLD_TMR_20PC: official(
    "Queensland TMR – 20% reduction in registration costs 16 Sep 2024–15 Sep 2025 (example: 4-cyl Corolla standard registration fee + TIF $423.50 for 12 months)",
    "https://qld.gov.au/transport/registration/fees/cost/registration-fee-reduction",
  ),
  QLD_REGO_2425: secondary(
    "dapc.com.au QLD registration 2024 breakdown (4-cyl reg $360.60, TIF $62.90, CTP $369.60, plate $33.90) and 2025 breakdown (20% discounted fees to 15 Sep 2025; CTP class 1 $386.80; plate $35.05)",
    "https://dapc.com.au/blog/queensland-car-registration-fees-2025-breakdown",
  ),
  QLD_CTP_2025: official(
    "Queensland Treasury – CTP insurance: updated rates from 1 October 2025, class 1 up $4–19 across the three insurers; levies and administration fee $157.80 this financial year",
    "https://www.treasury.qld.gov.au/newsroom/ctp-insurance",
    READ_FOR_DATING,
  ),
  WA_VLD4: official(
    "RevenueWA Circular VLD 4 – dutiable value of new vehicles = manufacturer's WA list price + optional features (transmission/engine); excludes dealer-fitted accessories and (generally) dealer delivery (read via a wa.gov.au CDN mirror)",
    "https://www.wa.gov.au/government/publications/vehicle-duty-circular-4",
  ),
  WA_RATES: official(
    "WA Department of Finance / RevenueWA – Vehicle licence duty rates (≤$25,000 2.75%; $25,000–$50,000 R% with R = 2.75 + (DV − 25,000)/6,666.66 rounded to 2 d.p.; >$50,000 6.5%; heavy 3% capped $12,000; read via a wa.gov.au CDN mirror, same table on finance.wa.gov.au)",
    "https://www.wa.gov.au/organisation/department-of-finance/vehicle-licence-duty",
  ),
  WA_S236: secondary(
    "Duties Act 2008 (WA) s 236 – duty 'rounded down to the nearest 5 cents'; thresholds 'does not exceed $25 000' / 'exceeds $25 000 but does not exceed $50 000'",
    "http://classic.austlii.edu.au/au/legis/wa/consol_act/da200893/s236.html",
  ),
  WA_REGO: official(
    "WA Department of Transport – light vehicle licence fees 2023/24 ($26.52 per 100 kg motor car; recording fee $10.30) and MII fee table (class 1A motor car $420.85)",
    "http://www.transport.wa.gov.au/licensing/license-a-new-vehicle.asp",
  ),
  WA_RAC: secondary(
    "RAC WA – How much does car rego cost in WA (as at July 2023: $26.52 per 100 kg; prescribed flat fee $6.60 for 12 months; recording fee $10.30)",
    "https://rac.com.au/car-motoring/info/how-much-does-car-rego-cost-in-wa",
    READ_FOR_DATING,
  ),
  SA_RATES: official(
    "RevenueSA – stamp duty on motor vehicles (non-commercial: ≤$1,000 $1 per $100 or part, min $5; $1,000–$2,000 $10 + $2/100 over $1,000; $2,000–$3,000 $30 + $3/100 over $2,000; >$3,000 $60 + $4/100 over $3,000; commercial same to $3,000 then $3/100)",
    "http://revenuesa.sa.gov.au/taxes-and-duties/stamp-duties/motor-vehicles",
  ),
  SA_REGO: official(
    "sa.gov.au – Vehicle registration fees, approximate 12-month fees incl. CTP estimate and admin fee (effective 1 July 2023: metro 4-cyl sedan/wagon $670, EV $670, 6-cyl $815, 8-cyl $945)",
    "https://www.sa.gov.au/topics/driving-and-transport/motoring-fees/vehicle-registration-fees",
  ),
  TAS_SRO: official(
    "SRO Tasmania – Motor vehicle duty rates of duty (passenger: $0–$600 $20; $600–$35,000 $3/100 or part; $35,000–$40,000 $1,050 + $11/100 over $35,000; >$40,000 $4/100 or part; fleet discount $3.50/100 min $20; commercial ≤4.5t & motorcycles $3/100 min $20; heavy $1/100 min $20; EV exemption only 1 Jul 2021–30 Jun 2023 (+ transitional to 31 Dec 2023))",
    "https://www.sro.tas.gov.au/motor-vehicle-duty/rates-of-duty",
  ),
  TAS_TRANSPORT: official(
    "Transport Tasmania – duty rates with worked examples ($375→$20; $27,750→$834; $38,750→$1,468; $65,750→$2,632; fleet $37,999→$1,330)",
    "https://www.transport.tas.gov.au/fees_forms/registration_fees/accordian/duty_rates",
  ),
  TAS_REGO: official(
    "Transport Tasmania – Light vehicle registration fees 'current as at 1 December 2024' (establish fees incl. plate: 3-cyl $621.42; 4-cyl $645.42; EV <3t GVM $645.42; 5–6 cyl $686.42; 7–8 cyl $762.42; 12 cyl $796.42; '3 & 4 Cylinder - GVM 3t ≤ 4.5t' $796.42; 5 & 6 $847.42; 7 & 8 $901.42; 12 (more than 8) $953.42)",
    "https://transport.tas.gov.au/registration/registration_fees",
  ),
  ACT_RO: official(
    "ACT Revenue Office – Motor vehicle duty ('From 1 September 2025, new motor vehicle duty rates will apply ... zero emission vehicles, hybrid and plug-in hybrid vehicles, vehicles with a value of $80,000 or more'; value = greater of price and market value incl. GST and LCT; categories by combined CO2)",
    "https://www.revenue.act.gov.au/duties/motor-vehicle-duty",
  ),
  ACT_S208: secondary(
    "Duties Act 1999 (ACT) s 208 – determined rate; separate rate where dutiable value is at least $45,000",
    "http://corrigan.austlii.edu.au/au/legis/act/consol_act//da199993/s208.html",
  ),
  ACT_AADA: secondary(
    "AADA 2025-26 ACT Budget briefing – from 1 Sep 2025 ZEV full concession replaced with minimum 2.5% duty; new 8% rate on the value of vehicles above $80,000 (new bracket)",
    "https://www.aada.asn.au/bulletin/2025-26-act-budget-briefing",
  ),
  ACT_THIRDPARTY: {
    kind: "note",
    title:
      "Third-party consolidated research note (a public GitHub file, September 2026, its address not recorded) listing the ACT category rates AAA..D for 1 Sep 2025–31 Jan 2027 – NOT an official source; used only where the official table could not be retrieved",
    readOn: READ_ON,
  },
  ACT_EVC: secondary(
    "Electric Vehicle Council media release (June 2025) – change adds ~$1,725 duty on a typical $60,000 BEV in the ACT",
    "https://newshub.medianet.com.au/2025/06/act-government-should-reconsider-budget-decision-that-risks-slamming-brakes-on-ev-uptake/107031/",
  ),
  ACT_REGION: secondary(
    "Region Canberra 27 Jun 2025 – pre-Sept-2025 duty 3%–4.5% under $45,000, 5%–7.8% over $45,000 on top of $1,350–$2,038; from 1 Sep 2025 EVs min 2.5%, all vehicles >$80,000 8%",
    "https://region.com.au/breaking-down-the-act-budget-how-much-your-car-costs-are-about-to-go-up/880863",
  ),
  ACT_GREENS: secondary(
    "ACT Greens via Mirage News – used Category A/AA vehicles now pay 3.17% vs brand-new Category B 3.00%",
    "https://www.miragenews.com/labor-policy-hikes-hybrid-car-costs-for-1501581",
  ),
  NT_TRO: official(
    "NT Territory Revenue Office – Stamp duty on motor vehicles ($3.00 per $100 or part; sale price includes accessories, trade-in allowance and dealer delivery)",
    "https://treasury.nt.gov.au/dtf/territory-revenue-office/stamp-duty-on-motor-vehicles",
  ),
  NT_EV: official(
    "NT Government – Get registration and stamp duty concessions for electric vehicles ('From 1 July 2022 until 30 June 2027'; BEV and PHEV; free registration, 'Motor Accidents Compensation (MAC) charges including GST and administration fee still apply'; 'stamp duty concession of up to $1,500 – for vehicles valued up to $50,000')",
    "https://nt.gov.au/driving/rego/getting-an-nt-registration/get-electric-vehicle-registration-and-stamp-duty-concessions",
    READ_FOR_DATING,
  ),
  NT_REGO: secondary(
    "dapc.com.au NT registration 2024 breakdown citing NT Government (4 cyl or less, 1501–3000 cc: 12 months $831.25 incl. MAC)",
    "https://dapc.com.au/blog/northern-territory-car-registration-fees-2024-breakdown",
  ),
  NSW_DAPC_2024: secondary(
    "dapc – New South Wales Car Registration Fees in 2024 (16 April 2024: registration fee $75; vehicle tax 1,155–1,504 kg $359 – the table before the $79 one)",
    "https://dapc.com.au/blog/new-south-wales-car-registration-fees-2024-breakdown",
    READ_FOR_FLEETS,
  ),
  QLD_FEE_COLUMNS: official(
    "Transport Operations (Road Use Management—Vehicle Registration) (Fee Relief) Amendment Regulation 2024 (Qld), sch 4A – registration fees in fee units, 'Fee if vehicle is prescribed private use vehicle' / 'Fee if vehicle is not prescribed private use vehicle' (4 cylinders 272.14 / 295.35; 1–3 cylinders or electric 213.98 / 232.19; 5–6 430.91 / 467.56; 7–8 603.46 / 654.83; 9–12 707.75 / 767.92; item 2, 'Motor vehicle, other than a motorised caravan or bus, with a GVM of more than 4t but not more than 4.5t' 676.43 / 734.07)",
    "https://legislation.qld.gov.au/view/whole/html/asmade/sl-2024-0130",
    READ_FOR_FLEETS,
  ),
  QLD_CTP_ITC: secondary(
    "Motor Accident Insurance Act 1994 (Qld) s 13(3B) – an owner entitled to an input tax credit for the premium pays the class amount and an additional prescribed amount",
    "https://zoelaw.ai/legislation/motor-accident-insurance-act-1994/sections/sec.13",
    READ_FOR_FLEETS,
  ),
  WA_DOT_EXAMPLE: official(
    "WA Department of Transport – Light vehicle: how to calculate your vehicle licence fee (motor car, tare 1,650 kg: 'Vehicle fee per 100 kg x Total weight (rounded up to the nearest 100 kg)', $27.56 × 17 = $468.52; page updated 1 July 2024)",
    "http://transport.wa.gov.au/licensing/how-to-calculate-your-vehicle-licence-fee-light-vehicle-table.asp",
    READ_FOR_FLEETS,
  ),
  WA_MII: official(
    "WA Department of Transport – Motor Injury Insurance fees (class 1A: 'Any motor car used for private or business purposes' $420.85)",
    "https://www.transport.wa.gov.au/licensing/third-party-insurance-fees-table.asp",
    READ_FOR_FLEETS,
  ),
  SA_IC87: official(
    "RevenueSA Information Circular 87 – dutiable value of a new vehicle is its list price (the retail-selling price fixed by the manufacturer, importer or principal distributor in South Australia, incl. GST and LCT)",
    "https://www.revenuesa.sa.gov.au/forms-and-publications/information-circulars-and-revenue-rulings/information-circulars/ic_087",
    READ_FOR_FLEETS,
  ),
  SA_CTP_CLASS: secondary(
    "SA Government form MR1504 (copy) – whether the vehicle's use entitles the owner to GST input tax credits on the CTP premium decides its premium class",
    "https://dokumen.tips/documents/mr1504-application-to-change-number-plates-and-premium-ii-if-trade-plates.html",
    READ_FOR_FLEETS,
  ),
  ATO_LCT: official(
    "ATO Legal Database – A New Tax System (Luxury Car Tax) Act 1999 s 25-1 (threshold $80,567 for 2024-25, indexed annually after; fuel-efficient: fuel consumption not exceeding 3.5 litres per 100 km)",
    "https://www.ato.gov.au/law/view/document?LocID=%22PAC%2F19990076%2F25-1%284%29%22",
    READ_FOR_FLEETS,
  ),
  ACT_MAIC: official(
    "ACT Motor Accident Injuries Commission – How premiums are set ('the type and use (private or business) of the vehicle')",
    "https://apps.treasury.act.gov.au/maic/how-premiums-are-set",
    READ_FOR_FLEETS,
  ),
  ACT_CATEGORIES_DRIVE: secondary(
    "Drive – ACT to switch to emissions-based rego system (six categories from AAA, 0 g/km, to D, 221 g/km and above, from 1 July 2024)",
    "https://drive.com.au/news/act-switch-to-emissions-based-rego",
    READ_FOR_FLEETS,
  ),
  ACT_CATEGORIES_HANSARD: official(
    "ACT Legislative Assembly Hansard, 24 March 2022, p. 672 – Vehicle Performance Rating D: emissions of 221 g CO2/km or above",
    "https://www.hansard.act.gov.au/hansard/10th-assembly/2022/HTML/week02/672.htm",
    READ_FOR_FLEETS,
  ),
  NSW_LOWER_TAXED: official(
    "NSW Government – Lower taxed vehicles ('To be eligible for the concession, vehicles must be: a manufacturer designated petrol-electric hybrid, diesel-electric hybrid, plug-in hybrid, or electric vehicle; have carbon dioxide (CO2) emissions no higher than 150 grams/kilometre (g/km) in the combined driving cycle')",
    "https://www.nsw.gov.au/driving-boating-and-transport/vehicle-registration/fees-concessions-and-forms/lower-taxed-vehicles",
    READ_FOR_CLASSES,
  ),
  SNSW_LOWER_TAXED: official(
    "Service NSW – Check vehicles eligible for motor vehicle tax concession (last updated 9 February 2024; lists hybrids, plug-in hybrids, electric vehicles and 'vehicles with CO2 emissions no higher than 150 grams per kilometre' as separate bullets)",
    "https://www.service.nsw.gov.au/transaction/check-vehicles-eligible-for-motor-vehicle-tax-concession",
    READ_FOR_CLASSES,
  ),
  NSW_RMS_LOWER_TAXED: official(
    "Roads and Maritime Services – Registration costs & concessions ('Cars, buses, trucks and plant vehicles between 976 kg and 2504 kg tare weight are non-lower taxed vehicles, unless the specific vehicle is listed as a lower taxed vehicle'; 'Heavy vehicles with a Gross Vehicle Mass more than 4.5 tonnes attract registration charges based on the GVM, number of axles and configuration')",
    "http://www.rms.nsw.gov.au/roads/registration/fees/",
    READ_FOR_CLASSES,
  ),
  NSW_RMS_2016: official(
    "Roads and Maritime Services – Registration costs (motor vehicle tax effective 1 January 2016: cars, station wagons and trucks 976–1,154 kg $236/$376, 1,155–1,504 kg $289/$456, 1,505–2,504 kg $441/$687 private/business; the untouched-by-2010 trailer table $230/$370, $266/$433, $407/$653; up to 975 kg and from 2,505 kg the two tables are the same; motorcycles $61)",
    "http://www.rms.nsw.gov.au/roads/registration/fees/registration-costs.html",
    READ_FOR_CLASSES,
  ),
  QLD_MAIC_CLASSES: official(
    "Motor Accident Insurance Commission (Qld) – which CTP class: 'Class 1 – Cars and Station Wagons'; 'Class 6 – Trucks, utilities and vans <4.5t: for trucks, utilities and vans with a gross vehicle mass of less than 4.5t'",
    "https://maic.qld.gov.au/for-drivers/purchasing-ctp-insurance/ctp-rideshare-operators/",
    READ_FOR_CLASSES,
  ),
  QLD_FEE_ITEMS: secondary(
    "Transport Operations (Road Use Management—Vehicle Registration) Regulation, sch 4A items 1–2 (copy): 'Motor vehicle, other than a motorbike, with a GVM of not more than 4t' by cylinders; 'with a GVM of more than 4t but not more than 4.5t' 676.43 / 734.07 fee units",
    "http://liiofindia.org:443/au/legis/qld/num_reg/toumrrar2024867/s7.html",
    READ_FOR_CLASSES,
  ),
  ACT_CTP_CLASSES: secondary(
    "Road Transport (Third-Party Insurance) Regulation 2008 (ACT), sch 1 – CTP premium classes: 'goods vehicle means a motor vehicle built mainly to transport goods'; passenger vehicles (class 1) apart",
    "http://beta.worldlii.org/au/legis/act/num_reg/rtir200837o2008548/sch1.html",
    READ_FOR_CLASSES,
  ),
  TAS_MOTOR_TAX: official(
    "Transport Tasmania – Motor tax, light vehicles, as at 1 July 2024 (4 cylinders $164, 5 or 6 $205, 7 or 8 $281, more than 8 $315, rotary engine or electric motor $164; 'Vehicles with GVM 3t to ≤4.5t': 4 cylinders or less $315, 5 or 6 $366, 7 or 8 $420, more than 8 $472, rotary engine or electric motor $315)",
    "https://www.transport.tas.gov.au/fees_forms/registration_fees/accordion/motor_tax_light_vehicles",
    READ_FOR_GOODS,
  ),
  TAS_DEALER_FEES: official(
    "Transport Tasmania – Dealer Registration Scheme manual fees (you will need to know: 'Vehicles with a GVM/GCM equal to or greater than 3 tonnes'; class A: 'Motor car - sedan', 'Motor car - station wagon', 'Goods carrying vehicle with a GVM < 3 tonnes (eg. ute, trailer etc)'; 'Other Vehicles with GVM > = 3t and < = 4.5t: Utilities, Buses, Vans')",
    "http://www.transport.tas.gov.au/registration/dealer/dealer_registration_scheme_manual_fees",
    READ_FOR_GOODS,
  ),
  NSW_RNSW_RATES: official(
    "Revenue NSW – Motor vehicle duty, 'What are the current rates?' ('$0 – 44,999: $3 for every $100 (or part of $100); $45,000 and over: $1,350 plus $5 for every $100 (or part of $100)': one scale, no class of vehicle named)",
    "http://www.revenue.nsw.gov.au/taxes/vehicle",
    READ_FOR_GOODS,
  ),
  NSW_RNSW_PASSENGER: official(
    "Revenue NSW – Motor vehicle duty, current page ('Your motor vehicle duty depends on how much your vehicle is worth, and whether it's a passenger vehicle'; 'Up to $44,999: $3 for every $100; $45,000 or more*: $1,350, plus $5 for every $100'; '* Excludes motorcycles, buses for more than nine people, hearses and disability vehicles'; its list of passenger vehicles is cut off in every stored copy)",
    "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty",
    READ_FOR_GOODS,
  ),
  ACT_MAI_PREMIUMS: secondary(
    "AAMI (a licensed ACT MAI insurer) – ACT MAI insurance prices, entitled to ITC, 12-month policy, current as at 8 April 2025 (class 1 passenger vehicle $419.20; class 3 goods vehicle, GVM not over 4.5 t, $509.90; class 4 goods vehicle, GVM over 4.5 t, $2,081.80; the scheme is community rated: every vehicle of a class pays one premium)",
    "https://www.aami.com.au/modals/act-mai-entitled-pricing-table",
    READ_FOR_GOODS,
  ),
  ATO_LCT_CAR: official(
    "A New Tax System (Luxury Car Tax) Act 1999, definition of car: 'a motor vehicle (except a motor cycle or similar vehicle) that is designed to carry a load of less than 2 tonnes and fewer than 9 passengers'",
    "https://www.ato.gov.au/law/view/document?docid=PAC/19990177/Sch1-Cl168",
    READ_FOR_CLASSES,
  ),
} as const satisfies Record<string, PublicSource | ResearchNote>;

/** What is said of an insurer-set or class-set premium that costs more when the owner claims GST input tax credits. */
export const BUSINESS_PREMIUM_UNKNOWN =
  "A business-use vehicle whose owner claims GST input tax credits may pay more for this cover; that loading was not found, so the private-use figure is priced.";

const S = SOURCES_2025_26;

/** Commonwealth LCT threshold for "other vehicles", 2025-26: the ceiling of VIC's lowest passenger rate. */
const VIC_LUXURY_CAR_TAX_THRESHOLD = 80567;

/** NSW's fee page is undated, and a dated source shows the table before it in April 2024. */
const NSW_TABLE_UNDATED =
  "The official page is undated; a source of April 2024 shows the table before this one, so these are probably the 2024-25 figures, still the latest published.";

/**
 * QLD's fee for a GVM over 4 t, derived: the regulation's fee units for it (676.43 private, 734.07 otherwise)
 * are 2.486 times the 4-cylinder fee's (272.14, 295.35) in both columns, so the 4-cylinder registration fee
 * held without its traffic improvement fee ($437.90 − $65.05 = $372.85) is scaled by 676.43 / 272.14:
 * $926.75, rounded to 10 cents as QLD rounds fees, $926.80, plus the $65.05 traffic improvement fee = $991.85.
 */
const QLD_OVER_4T_2025_26 =
  "No dollar figure for a GVM over 4 t was found for 2025-26: the regulation's fee for it (676.43 fee units private, 734.07 otherwise) is 2.486 times the 4-cylinder fee (272.14 / 295.35), " +
  "so the 4-cylinder registration fee held ($372.85 without the $65.05 traffic improvement fee, itself the 2024-25 $62.90 indexed by 3.4%) is scaled by it: $926.80, plus the traffic improvement fee, $991.85.";

/** The ACT table of 1 September 2025 rests on a non-official note; the categories confirmed elsewhere are marked. */
const ACT_FROM = { effectiveFrom: "2025-09-01", effectiveTo: YEAR.effectiveTo } as const;
const ACT_UNCONFIRMED =
  "Rates from a non-official consolidated note only (the 2025-26 research record, section 2): this category's rates are not confirmed by another source.";


/** Car bodies: every state classes them as passenger cars (sedan or station wagon, class 1). */
const CAR_BODIES = ["sedan", "hatch", "wagon", "suv", "coupe", "convertible", "people-mover"] as const;
/** Goods-carrying light bodies: utes, cab chassis, vans and light trucks. */
const GOODS_BODIES = ["ute", "cab-chassis", "van", "truck"] as const;

/**
 * How each state classes a vehicle's facts, for duty, registration and (where it has classes of its own)
 * CTP, as its law or revenue office words it. The first class the facts place a vehicle in applies. A class
 * whose figures the sources give only for another class (a car's registration priced for a ute) says so
 * with its confidence and note: no line priced for it claims more. Heavy vehicles (GVM above 4.5 t) are never
 * registered as cars: the engine refuses them before registration (not-priced.ts); their duty classes are
 * here where the state's duty page prices them.
 */
export const CLASSES_2025_26: Readonly<Record<AuState, StateClasses>> = {
  NSW: {
    duty: [
      {
        id: "passenger-vehicle",
        label: "passenger vehicle",
        wording: "Passenger vehicles: $3 per $100 up to $44,999, $1,350 plus $5 per $100 over $45,000 (cars, station wagons, four-wheel drives with seats and windows, small buses, motor homes)",
        when: { bodyType: [...CAR_BODIES] },
        confidence: "official",
        sources: [S.NSW_RNSW, S.NSW_FACT],
      },
      {
        id: "passenger-vehicle",
        label: "passenger vehicle",
        wording: "a four-wheel drive with seats and windows is a passenger vehicle: a dual-cab four-wheel-drive ute",
        when: { bodyType: ["ute", "cab-chassis"], cab: ["dual"], driveType: ["4x4", "awd"] },
        confidence: "official",
        sources: [S.NSW_RNSW],
      },
      {
        id: "passenger-vehicle",
        label: "passenger vehicle",
        wording: "a four-wheel drive with seats and windows is a passenger vehicle",
        when: { bodyType: ["ute", "cab-chassis"], driveType: ["4x4", "awd"] },
        confidence: "estimate",
        sources: [S.NSW_RNSW],
        note: "Revenue NSW's words take in any four-wheel drive with seats and windows; whether they reach a single- or extra-cab four-wheel-drive ute (or one whose cab is not known) was not confirmed.",
      },
      {
        id: "passenger-vehicle",
        label: "passenger vehicle",
        wording: "small buses are passenger vehicles; buses seating more than 9 are not",
        when: { bodyType: ["bus"], seatsMax: 9 },
        confidence: "official",
        sources: [S.NSW_RNSW],
      },
      {
        id: "goods-vehicle",
        label: "goods vehicle (two-wheel-drive ute, van, cab chassis, truck)",
        wording: "a goods vehicle is not named among the passenger vehicles, nor among the vehicles the $45,000 rate excludes (motorcycles, buses for more than nine people, hearses and disability vehicles)",
        when: { bodyType: [...GOODS_BODIES] },
        confidence: "official",
        sources: [S.NSW_RNSW_PASSENGER, S.NSW_FACT, S.NSW_RNSW_RATES],
      },
      {
        id: "other-vehicle",
        label: "other vehicle (motorcycle, bus seating more than 9)",
        wording: "Excludes motorcycles, buses for more than nine people, hearses and disability vehicles: $3 for every $100 (or part of $100) of the vehicle's value",
        when: {},
        confidence: "official",
        sources: [S.NSW_RNSW_PASSENGER, S.NSW_FACT],
      },
    ],
    registration: [
      {
        id: "motorcycle",
        label: "motorcycle",
        wording: "Motorcycles pay a motor vehicle tax of their own, not by tare",
        when: { bodyType: ["motorcycle"] },
        confidence: "estimate",
        sources: [S.NSW_RMS_2016],
        note: "NSW taxes a motorcycle at a flat rate of its own ($61 in 2016); the current figure was not found, so the car table is priced.",
      },
      {
        id: "lower-taxed-vehicle",
        label: "lower taxed vehicle",
        wording: "a manufacturer designated petrol-electric hybrid, diesel-electric hybrid, plug-in hybrid, or electric vehicle with CO2 emissions no higher than 150 g/km in the combined driving cycle",
        when: { powertrain: ["hybrid", "phev", "bev"], co2Max: 150 },
        confidence: "official",
        sources: [S.NSW_LOWER_TAXED, S.SNSW_LOWER_TAXED],
        note: "A hybrid or electric vehicle of at most 150 g/km is lower taxed on every source; a petrol or diesel vehicle of at most 150 g/km only on one Service NSW page (see the class after next).",
      },
      {
        id: "non-lower-taxed-vehicle",
        label: "non-lower taxed vehicle",
        wording: "a fuel-cell vehicle is not named among the lower taxed vehicles",
        when: { powertrain: ["fcev"] },
        confidence: "estimate",
        sources: [S.NSW_LOWER_TAXED],
        note: "A hydrogen fuel-cell vehicle is not named among the lower taxed vehicles, though it is driven electrically: the non-lower taxed table is priced.",
      },
      {
        id: "non-lower-taxed-vehicle",
        label: "non-lower taxed vehicle",
        wording: "a petrol or diesel vehicle is not a manufacturer designated hybrid or electric vehicle, whatever its CO2 (nsw.gov.au)",
        // Only where the CO2 is given and at most 150 g/km: there the sources differ.
        when: { powertrain: ["ice"], co2Max: 150, co2Known: true },
        confidence: "estimate",
        sources: [S.NSW_LOWER_TAXED, S.SNSW_LOWER_TAXED],
        note: "Service NSW's list of lower taxed vehicles has 'vehicles with CO2 emissions no higher than 150 g/km' as a bullet of its own, which would tax this vehicle at the lower table ($30 to $44 a year less); nsw.gov.au ties the limit to hybrids and electric vehicles, which is what is priced.",
      },
      {
        id: "non-lower-taxed-vehicle",
        label: "non-lower taxed vehicle",
        wording: "Cars, buses, trucks and plant vehicles between 976 kg and 2504 kg tare weight are non-lower taxed vehicles, unless the specific vehicle is listed as a lower taxed vehicle (one table for cars, station wagons and trucks)",
        when: {},
        confidence: "official",
        sources: [S.NSW_REGO, S.NSW_RMS_LOWER_TAXED],
      },
    ],
  },
  VIC: {
    duty: [
      {
        id: "passenger-car",
        label: "passenger car",
        wording: "Passenger cars: $8.40 per $200 up to the luxury car tax threshold, then $10.40, $14 and $18 per $200 of the whole value",
        when: { bodyType: [...CAR_BODIES] },
        confidence: "official",
        sources: [S.VIC_RATES],
      },
      {
        id: "non-passenger-vehicle",
        label: "non-passenger vehicle",
        wording: "New non-passenger vehicles (utes, dual-cab utes included, vans, motorcycles and other goods vehicles): $5.40 per $200",
        when: {},
        confidence: "official",
        sources: [S.VIC_RATES],
      },
    ],
    registration: [
      {
        id: "passenger-car",
        label: "passenger car",
        wording: "SRO's standard registration and TAC cost, deducted from a passenger car's drive-away price",
        when: { bodyType: [...CAR_BODIES] },
        confidence: "official",
        sources: [S.VIC_DAD],
      },
      {
        id: "non-passenger-vehicle",
        label: "non-passenger vehicle",
        wording: "VicRoads charges light commercial vehicles and motorcycles their own registration fee and TAC charge",
        when: {},
        confidence: "estimate",
        sources: [S.VIC_DAD],
        note: "SRO's standard registration cost is a passenger car's; what VicRoads charges a ute, van or motorcycle was not found, so the car's figure is priced.",
      },
    ],
  },
  QLD: {
    duty: [
      {
        id: "light-vehicle",
        label: "light vehicle (GVM up to 4.5 t)",
        wording: "Light vehicles (GVM up to 4.5 t): by engine, $2 to $4 per $100 up to $100,000, $4 to $6 above",
        when: { heavy: false },
        confidence: "official",
        sources: [S.QLD_RATES],
      },
      {
        id: "heavy-vehicle",
        label: "heavy vehicle (GVM over 4.5 t)",
        wording: "Heavy vehicles (GVM over 4.5 t): by engine, $2 to $4 per $100 at any value",
        when: { heavy: true },
        confidence: "official",
        sources: [S.QLD_RATES],
      },
    ],
    registration: [
      {
        id: "motorbike",
        label: "motorbike",
        wording: "Motorbike: a fee of its own",
        when: { bodyType: ["motorcycle"] },
        confidence: "estimate",
        sources: [S.QLD_FEE_COLUMNS],
        note: "QLD charges a motorbike a fee of its own (102.80 fee units in 2024), not held for 2025-26: a car's fee by cylinders is priced.",
      },
      {
        id: "gvm-up-to-4t",
        label: "motor vehicle with a GVM of not more than 4 t",
        wording: "Motor vehicle, other than a motorbike, with a GVM of not more than 4t: by cylinders (1-3 or electric, 4, 5-6, 7-8, 9-12)",
        when: { gvmKgMax: 4000 },
        confidence: "official",
        sources: [S.QLD_FEE_COLUMNS, S.QLD_FEE_ITEMS],
      },
      {
        id: "gvm-over-4t",
        label: "motor vehicle with a GVM of more than 4 t but not more than 4.5 t",
        wording: "Motor vehicle, other than a motorised caravan or bus, with a GVM of more than 4t but not more than 4.5t: one fee whatever its cylinders",
        when: { gvmKgAbove: 4000 },
        confidence: "official",
        sources: [S.QLD_FEE_COLUMNS, S.QLD_FEE_ITEMS],
      },
    ],
    ctp: [
      {
        id: "class-1",
        label: "CTP class 1 (cars and station wagons)",
        wording: "Class 1 – Cars and Station Wagons",
        when: { bodyType: [...CAR_BODIES] },
        confidence: "official",
        sources: [S.QLD_MAIC_CLASSES],
      },
      {
        id: "class-6",
        label: "CTP class 6 (trucks, utilities and vans under 4.5 t)",
        wording: "Class 6 – Trucks, utilities and vans <4.5t: for trucks, utilities and vans with a gross vehicle mass of less than 4.5t",
        when: { bodyType: [...GOODS_BODIES] },
        confidence: "estimate",
        sources: [S.QLD_MAIC_CLASSES, S.QLD_CTP_2025],
        note: "Class 6's premium was not found, so class 1's is priced: Queensland Treasury says class 6 premiums rose $5–23 on 1 October 2025 where class 1's rose $4–19, so class 6 is probably dearer.",
      },
      {
        id: "other-class",
        label: "another CTP class",
        wording: "motorcycles and buses have CTP classes of their own",
        when: {},
        confidence: "estimate",
        sources: [S.QLD_MAIC_CLASSES],
        note: "This vehicle's CTP class premium is not held: class 1's is priced.",
      },
    ],
  },
  WA: {
    duty: [
      {
        id: "light-vehicle",
        label: "light vehicle (GVM up to 4.5 t)",
        wording: "Light vehicles: 2.75% up to $25,000, R% to $50,000, 6.5% above",
        when: { heavy: false },
        confidence: "official",
        sources: [S.WA_RATES],
      },
      {
        id: "heavy-vehicle",
        label: "heavy vehicle (GVM over 4.5 t)",
        wording: "Heavy vehicles (GVM over 4.5 t): 3%, at most $12,000",
        when: { heavy: true },
        confidence: "official",
        sources: [S.WA_RATES],
      },
    ],
    registration: [
      {
        id: "motor-car",
        label: "motor car",
        wording: "Motor injury insurance class 1A: any motor car used for private or business purposes; the licence fee per 100 kg of a motor car",
        when: { bodyType: [...CAR_BODIES] },
        confidence: "official",
        sources: [S.WA_MII, S.WA_DOT_EXAMPLE],
      },
      {
        id: "other-light-vehicle",
        label: "light goods vehicle or motorcycle",
        wording: "goods vehicles and motorcycles have motor injury insurance classes of their own",
        when: {},
        confidence: "estimate",
        sources: [S.WA_MII],
        note: "The licence fee per 100 kg and the motor injury insurance premium held are a motor car's (class 1A); a ute's, van's or motorcycle's were not found, so the motor car's are priced.",
      },
    ],
  },
  SA: {
    duty: [
      {
        id: "commercial-vehicle",
        label: "commercial vehicle",
        wording: "Commercial vehicles (utes, panel vans, vans, trucks): $60 plus $3 per $100 over $3,000",
        when: { bodyType: [...GOODS_BODIES] },
        confidence: "official",
        sources: [S.SA_RATES],
      },
      {
        id: "non-commercial-vehicle",
        label: "non-commercial vehicle",
        wording: "Non-commercial vehicles (cars, station wagons, SUVs, motorcycles): $60 plus $4 per $100 over $3,000",
        when: {},
        confidence: "official",
        sources: [S.SA_RATES],
      },
    ],
    registration: [
      {
        id: "sedan-or-station-wagon",
        label: "sedan or station wagon",
        wording: "Sedan or station wagon includes hatchback and SUV: by cylinders (4, electric, 6, 8)",
        when: { bodyType: [...CAR_BODIES] },
        confidence: "official",
        sources: [S.SA_REGO],
      },
      {
        id: "utility-or-van",
        label: "utility or van",
        wording: "Utility or van includes small truck and vehicles used for commercial purposes: mass less than 1,500 kg, or between 1,500 kg and 4,499 kg",
        when: { bodyType: [...GOODS_BODIES] },
        confidence: "official",
        sources: [S.SA_REGO],
        note: "The page says 'mass': the band below 1,500 kg fits only unladen (tare) mass, which is priced.",
      },
      {
        id: "other-vehicle",
        label: "motorcycle or bus",
        wording: "motorcycles and buses are priced apart",
        when: {},
        confidence: "estimate",
        sources: [S.SA_REGO],
        note: "The 2023 table held does not price a motorcycle or a bus: a 4-cylinder car's package is priced.",
      },
    ],
  },
  TAS: {
    duty: [
      {
        id: "heavy-vehicle",
        label: "heavy vehicle (GVM over 4.5 t)",
        wording: "Heavy vehicles (GVM over 4.5 t): $1 per $100, at least $20",
        when: { heavy: true },
        confidence: "official",
        sources: [S.TAS_SRO],
      },
      {
        id: "passenger-vehicle",
        label: "passenger vehicle",
        wording: "Passenger vehicles: built to carry up to 9 adults including the driver, not utilities, panel vans or motorcycles",
        when: { bodyType: ["sedan", "hatch", "wagon", "suv", "coupe", "convertible"] },
        confidence: "official",
        sources: [S.TAS_SRO, S.TAS_TRANSPORT],
      },
      {
        id: "passenger-vehicle",
        label: "passenger vehicle",
        wording: "Passenger vehicles: built to carry up to 9 adults including the driver",
        when: { bodyType: ["people-mover", "bus"], seatsMax: 9 },
        confidence: "official",
        sources: [S.TAS_SRO],
      },
      {
        id: "other-vehicle",
        label: "commercial vehicle (GVM up to 4.5 t) or motorcycle",
        wording: "Commercial vehicles up to 4.5 t GVM and motorcycles: $3 per $100, at least $20",
        when: {},
        confidence: "official",
        sources: [S.TAS_SRO],
      },
    ],
    registration: [
      {
        id: "gvm-under-3t",
        label: "light vehicle, GVM under 3 t",
        wording: "Light vehicle registration fees by cylinders (establish fees including the plate): a motor car, sedan or station wagon, or a goods carrying vehicle with a GVM < 3 tonnes (eg. ute)",
        when: { bodyType: [...CAR_BODIES, ...GOODS_BODIES], gvmKgMax: 2999 },
        confidence: "official",
        sources: [S.TAS_REGO, S.TAS_MOTOR_TAX, S.TAS_DEALER_FEES],
      },
      {
        id: "gvm-3t-to-4.5t",
        label: "light vehicle, GVM 3 t to 4.5 t",
        wording: "Vehicles with GVM 3t to ≤4.5t (utilities, vans, and any vehicle of that GVM): fees by cylinders of their own (establish fees including the plate)",
        when: { bodyType: [...CAR_BODIES, ...GOODS_BODIES], gvmKgAbove: 2999 },
        confidence: "official",
        sources: [S.TAS_REGO, S.TAS_MOTOR_TAX, S.TAS_DEALER_FEES],
      },
      {
        id: "other-light-vehicle",
        label: "motorcycle or bus",
        wording: "motorcycles (by engine capacity) and buses (by seats) have fees of their own",
        when: {},
        confidence: "estimate",
        sources: [S.TAS_REGO],
        note: "Transport Tasmania prices a motorcycle by its engine capacity and a bus by its seats, facts not held: a car's establish fees by cylinders are priced.",
      },
    ],
  },
  ACT: {
    duty: [
      {
        id: "light-vehicle",
        label: "light vehicle",
        wording: "Duty by emissions category on a motor vehicle that is not a motorcycle, a large bus (seating 10 or more), or a vehicle with a GVM more than 4.5t",
        when: { bodyType: [...CAR_BODIES, ...GOODS_BODIES], heavy: false },
        confidence: "official",
        sources: [S.ACT_RO, S.ACT_S208],
      },
      {
        id: "light-vehicle",
        label: "light vehicle",
        wording: "a bus seating fewer than 10 is not a large bus",
        when: { bodyType: ["bus"], seatsMax: 9, heavy: false },
        confidence: "official",
        sources: [S.ACT_RO, S.ACT_S208],
      },
      {
        id: "heavy-vehicle",
        label: "heavy vehicle (GVM over 4.5 t)",
        wording: "a vehicle with a gross vehicle mass more than 4.5t: the rate for $45,000 or more does not apply to it (s 208(2)(b)(vi))",
        when: { heavy: true },
        confidence: "official",
        sources: [S.ACT_RO, S.ACT_S208],
      },
      {
        id: "other-vehicle",
        label: "motorcycle or large bus",
        wording: "motorcycles and large buses (seating 10 or more) pay other rates",
        when: {},
        confidence: "official",
        sources: [S.ACT_RO, S.ACT_S208],
      },
    ],
    registration: [
      {
        id: "light-vehicle",
        label: "light vehicle",
        wording: "registration fees by Vehicle Performance Rating (emissions category)",
        when: {},
        confidence: "official",
        sources: [S.ACT_CATEGORIES_HANSARD],
      },
    ],
    ctp: [
      {
        id: "passenger-vehicle",
        label: "passenger vehicle (class 1)",
        wording: "Passenger vehicle (Class 1 vehicle)",
        when: { bodyType: [...CAR_BODIES] },
        confidence: "official",
        sources: [S.ACT_MAIC, S.ACT_CTP_CLASSES],
      },
      {
        id: "goods-vehicle",
        label: "goods vehicle, GVM not over 4.5 t (class 3)",
        wording: "goods vehicle means a motor vehicle built mainly to transport goods; class 3: goods vehicle, gross vehicle mass (GVM) is not over 4.5 t",
        when: { bodyType: [...GOODS_BODIES], heavy: false },
        confidence: "official",
        sources: [S.ACT_MAIC, S.ACT_CTP_CLASSES, S.ACT_MAI_PREMIUMS],
      },
      {
        id: "other-class",
        label: "another premium class",
        wording: "motorcycles and buses are in premium classes of their own",
        when: {},
        confidence: "estimate",
        sources: [S.ACT_MAIC, S.ACT_CTP_CLASSES],
        note: "A motorcycle or bus is in a premium class of its own, not held: class 1's premium is priced.",
      },
    ],
  },
  NT: {
    duty: [
      {
        id: "motor-vehicle",
        label: "motor vehicle",
        wording: "$3.00 for every $100 or part of the dutiable value, every vehicle",
        when: {},
        confidence: "official",
        sources: [S.NT_TRO],
      },
    ],
    registration: [
      {
        id: "car",
        label: "car",
        wording: "registration fees by engine (4 cylinders or less, 1,501–3,000 cc) for a car",
        when: { bodyType: [...CAR_BODIES] },
        confidence: "carried-forward",
        sources: [S.NT_REGO],
        note: "NT's 2024 table, from one secondary source.",
      },
      {
        id: "other-light-vehicle",
        label: "light goods vehicle or motorcycle",
        wording: "utes, vans, trucks and motorcycles are registered at fees of their own",
        when: {},
        confidence: "estimate",
        sources: [S.NT_REGO],
        note: "NT's figure held is a 4-cylinder car's; a ute's, van's or motorcycle's was not found, so the car's is priced.",
      },
    ],
  },
};

export const CHARGES_2025_26: ChargesYear = {
  financialYear: "2025-26",
  ...YEAR,
  researchedOn: READ_ON,
  currency: "AUD",
  luxuryCarTax: {
    ...YEAR,
    confidence: "official",
    sources: [S.ATO_LCT, S.VIC_DAD, S.LCT_2526],
    note: "Both thresholds unchanged from 2024-25 (indexation factor 0.997, AADA); SRO Victoria states $80,567 for 2025-26.",
    threshold: VIC_LUXURY_CAR_TAX_THRESHOLD,
    fuelEfficientThreshold: 91387,
  },
  states: {
    NSW: {
      name: "New South Wales",
      classes: CLASSES_2025_26.NSW,
      duty: {
        roundUpTo: 100,
        dutiableValue: {
          includesDealerDelivery: true,
          includesDealerFittedAccessories: true,
          includesFactoryOptions: true,
          listPriceFloor: false,
          fleetDiscountReducesValue: true,
          sources: [S.NSW_RNSW, S.NSW_S266],
        },
        schedules: [
          {
            id: "NSW_PASSENGER",
            ...YEAR,
            confidence: "official",
            sources: [S.NSW_RNSW, S.NSW_FACT, S.NSW_EV],
            when: { classes: ["passenger-vehicle"] },
            brackets: [
              { upTo: 45000, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
              {
                upTo: null,
                method: "marginal",
                over: 45000,
                base: 1350,
                ratePerUnit: 5,
                unit: 100,
                unitRounding: "ceil",
              },
            ],
          },
          {
            // Revenue NSW's rate tables give one scale, with the $45,000 rate excluding only motorcycles,
            // large buses, hearses and disability vehicles; its current page also says the duty depends on
            // "whether it's a passenger vehicle", and its list of them is cut off. Both readings are kept.
            id: "NSW_GOODS",
            ...YEAR,
            confidence: "official",
            sources: [S.NSW_FACT, S.NSW_RNSW_RATES, S.NSW_RNSW_PASSENGER],
            when: { classes: ["goods-vehicle"] },
            brackets: [
              { upTo: 45000, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "marginal", over: 45000, base: 1350, ratePerUnit: 5, unit: 100, unitRounding: "ceil" },
            ],
            readings: {
              priced:
                "Revenue NSW's factsheet and rate tables give one scale, $1,350 plus $5 per $100 over $45,000, and exclude from it only motorcycles, buses for more than nine people, hearses and disability vehicles",
              other: {
                says: "its current page says the duty depends on whether the vehicle is a passenger vehicle (its list of them is cut off), and a goods vehicle that is not one pays $3 per $100 of the whole value",
                brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" }],
                sources: [S.NSW_RNSW_PASSENGER, S.NSW_RNSW],
              },
            },
          },
          {
            id: "NSW_OTHER",
            ...YEAR,
            confidence: "official",
            sources: [S.NSW_FACT, S.NSW_RNSW_PASSENGER],
            when: { classes: ["other-vehicle"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" }],
          },
        ],
        concessions: [],
      },
      registration: {
        components: [
          {
            id: "registration_fee",
            ...YEAR,
            confidence: "carried-forward",
            sources: [S.NSW_REGO, S.NSW_DAPC_2024],
            note: NSW_TABLE_UNDATED,
            label: "Registration (admin) fee",
            amount: 79,
          },
          {
            id: "motor_vehicle_tax",
            ...YEAR,
            confidence: "carried-forward",
            sources: [S.NSW_REGO, S.NSW_DAPC_2024],
            note: `${NSW_TABLE_UNDATED} Business use pays the higher column, as the page says.`,
            when: { classes: ["non-lower-taxed-vehicle", "motorcycle"] },
            label: "Motor vehicle tax",
            tareTable: {
              bands: {
                private: [
                  { tareMaxKg: 975, amount: 266 },
                  { tareMaxKg: 1154, amount: 308 },
                  { tareMaxKg: 1504, amount: 374 },
                  { tareMaxKg: 2504, amount: 570 },
                  { tareMaxKg: 2794, amount: 822 },
                ],
                business: [
                  { tareMaxKg: 975, amount: 429 },
                  { tareMaxKg: 1154, amount: 487 },
                  { tareMaxKg: 1504, amount: 588 },
                  { tareMaxKg: 2504, amount: 883 },
                  { tareMaxKg: 2794, amount: 1370 },
                ],
              },
              standardTareKg: 1500,
            },
          },
          {
            // The 2010 "one-off" increase touched only the 976–2,504 kg bands, and not lower taxed vehicles: up
            // to 975 kg and from 2,505 kg they pay the non-lower taxed figures. In between, the figures held are
            // the non-lower taxed ones scaled by the ratio of the two tables on the official page of 1 January
            // 2016 (976–1,154 kg 230/236 private, 370/376 business; 1,155–1,504 kg 266/289, 433/456; 1,505–2,504 kg
            // 407/441, 653/687), rounded to the dollar: 308 → 300, 487 → 479, 374 → 344, 588 → 558, 570 → 526, 883 → 839.
            id: "motor_vehicle_tax_lower_taxed",
            ...YEAR,
            confidence: "estimate",
            sources: [S.NSW_LOWER_TAXED, S.NSW_RMS_LOWER_TAXED, S.NSW_RMS_2016, S.NSW_REGO],
            note:
              "NSW does not publish the lower taxed vehicles' tax beside the non-lower taxed table: between 976 kg and 2,504 kg it is estimated from the gap between the two tables in 2016; " +
              "up to 975 kg and from 2,505 kg it is the non-lower taxed figure, which the 2010 increase did not touch.",
            when: { classes: ["lower-taxed-vehicle"] },
            label: "Motor vehicle tax, lower taxed vehicle",
            tareTable: {
              bands: {
                private: [
                  { tareMaxKg: 975, amount: 266 },
                  { tareMaxKg: 1154, amount: 300 },
                  { tareMaxKg: 1504, amount: 344 },
                  { tareMaxKg: 2504, amount: 526 },
                  { tareMaxKg: 2794, amount: 822 },
                ],
                business: [
                  { tareMaxKg: 975, amount: 429 },
                  { tareMaxKg: 1154, amount: 479 },
                  { tareMaxKg: 1504, amount: 558 },
                  { tareMaxKg: 2504, amount: 839 },
                  { tareMaxKg: 2794, amount: 1370 },
                ],
              },
              standardTareKg: 1500,
            },
          },
          {
            id: "ctp_green_slip",
            ...YEAR,
            confidence: "estimate",
            sources: [AU_CHARGES_NOTE],
            note: "Insurer-set premium: no single published figure.",
            businessUseUnknown: BUSINESS_PREMIUM_UNKNOWN,
            label: "CTP green slip (bought separately from a licensed insurer; varies by insurer, postcode region, driver)",
            amount: 600,
          },
          {
            id: "plate_fee",
            ...YEAR,
            confidence: "estimate",
            sources: [AU_CHARGES_NOTE],
            note: "No published figure: the researcher's estimate.",
            label: "Standard number plates (new registration)",
            amount: 45,
          },
        ],
        concessions: [],
      },
    },
    VIC: {
      name: "Victoria",
      classes: CLASSES_2025_26.VIC,
      duty: {
        roundUpTo: 200,
        parameters: { luxuryCarTaxThreshold: VIC_LUXURY_CAR_TAX_THRESHOLD, lctThresholdFinancialYear: "2025-26" },
        dutiableValue: {
          includesDealerDelivery: true,
          includesDealerFittedAccessories: true,
          includesFactoryOptions: true,
          listPriceFloor: false,
          fleetDiscountReducesValue: true,
          sources: [S.VIC_S219, S.VIC_DAD, S.VIC_DAD_OLD],
        },
        schedules: [
          {
            id: "VIC_PRIMARY_PRODUCER",
            ...YEAR,
            confidence: "official",
            sources: [S.VIC_RATES, S.VIC_S218],
            when: { classes: ["passenger-car"], primaryProducer: true },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 8.4, unit: 200, unitRounding: "ceil" }],
          },
          {
            id: "VIC_GREEN_CAR",
            ...YEAR,
            confidence: "official",
            sources: [S.VIC_RATES, S.VIC_S218],
            when: { classes: ["passenger-car"], co2Max: 120 },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 8.4, unit: 200, unitRounding: "ceil" }],
          },
          {
            id: "VIC_PASSENGER",
            ...YEAR,
            confidence: "official",
            sources: [S.VIC_RATES, S.VIC_S218, S.VIC_DAD, S.LCT_2526],
            when: { classes: ["passenger-car"] },
            brackets: [
              {
                upTo: VIC_LUXURY_CAR_TAX_THRESHOLD,
                method: "whole",
                base: 0,
                ratePerUnit: 8.4,
                unit: 200,
                unitRounding: "ceil",
              },
              { upTo: 100000, method: "whole", base: 0, ratePerUnit: 10.4, unit: 200, unitRounding: "ceil" },
              { upTo: 150000, method: "whole", base: 0, ratePerUnit: 14, unit: 200, unitRounding: "ceil" },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 18, unit: 200, unitRounding: "ceil" },
            ],
            thresholdParameter: { bracketIndex: 0, parameter: "luxuryCarTaxThreshold" },
          },
          {
            id: "VIC_NON_PASSENGER_NEW",
            ...YEAR,
            confidence: "official",
            sources: [S.VIC_RATES, S.VIC_S218],
            when: { classes: ["non-passenger-vehicle"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 5.4, unit: 200, unitRounding: "ceil" }],
          },
        ],
        concessions: [],
        driveAwayToDutiableValue: {
          financialYear: "2025-26",
          registrationCostDeducted: 973.7,
          bands: [
            { driveAwayUpTo: 84925, dividingFactor: 1.042 },
            { driveAwayUpTo: 106174, dividingFactor: 1.052 },
            { driveAwayUpTo: 161474, dividingFactor: 1.07 },
            { driveAwayUpTo: null, dividingFactor: 1.09 },
          ],
          greenOrPrimaryProducerFactor: 1.042,
          sources: [S.VIC_DAD],
        },
      },
      registration: {
        components: [
          {
            id: "registration_and_tac_sro_standard",
            ...YEAR,
            confidence: "official",
            sources: [S.VIC_DAD],
            note: "SRO's standard figure; its split, and whether plates are inside it, are not published.",
            label: "Registration fee + TAC charge (+ insurance duty) as fixed by SRO for 2025-26 drive-away calculations ('registration or transfer costs to be deducted')",
            amount: 973.7,
          },
        ],
        concessions: [
          {
            // Its ZLEV-only form began 1 July 2021; it did not continue into 2026.
            id: "vic_zlev_registration_discount",
            effectiveFrom: "2021-07-01",
            effectiveTo: "2025-12-31",
            confidence: "corroborated",
            sources: [S.VIC_ZLEV, S.VIC_ZLEV_END, FINDINGS_2026_27_NOTE],
            label: "VIC zero and low emission vehicle registration discount",
            when: { powertrain: ["bev", "phev", "fcev"] },
            amount: 100,
          },
        ],
        variants: [
          { zone: "metro (high risk)", amount2024_25: 906.6 },
          { zone: "outer metro (medium risk)", amount2024_25: 848.4 },
          { zone: "rural (low risk)", amount2024_25: 780.1 },
        ],
      },
    },
    QLD: {
      name: "Queensland",
      classes: CLASSES_2025_26.QLD,
      duty: {
        roundUpTo: 100,
        dutiableValue: {
          includesDealerDelivery: false,
          includesDealerFittedAccessories: true,
          includesFactoryOptions: true,
          listPriceFloor: true,
          fleetDiscountReducesValue: false,
          sources: [S.QLD_S378, S.QLD_DV],
        },
        schedules: [
          {
            id: "QLD_HYBRID_ELECTRIC",
            ...YEAR,
            confidence: "official",
            sources: [S.QLD_RATES, S.QLD_2018],
            when: {
              classes: ["light-vehicle"],
              powertrain: ["hybrid", "phev", "bev", "fcev"],
            },
            brackets: [
              { upTo: 100000, method: "whole", base: 0, ratePerUnit: 2, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 4, unit: 100, unitRounding: "ceil" },
            ],
          },
          {
            id: "QLD_1_TO_4_CYL",
            ...YEAR,
            confidence: "official",
            sources: [S.QLD_RATES, S.QLD_2018],
            when: { classes: ["light-vehicle"], cylindersMax: 4 },
            brackets: [
              { upTo: 100000, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 5, unit: 100, unitRounding: "ceil" },
            ],
          },
          {
            id: "QLD_5_6_CYL",
            ...YEAR,
            confidence: "official",
            sources: [S.QLD_RATES, S.QLD_2018],
            when: { classes: ["light-vehicle"], cylindersMin: 5, cylindersMax: 6 },
            brackets: [
              { upTo: 100000, method: "whole", base: 0, ratePerUnit: 3.5, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 5.5, unit: 100, unitRounding: "ceil" },
            ],
          },
          {
            id: "QLD_7_PLUS_CYL",
            ...YEAR,
            confidence: "official",
            sources: [S.QLD_RATES, S.QLD_2018],
            when: { classes: ["light-vehicle"], cylindersMin: 7 },
            brackets: [
              { upTo: 100000, method: "whole", base: 0, ratePerUnit: 4, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 6, unit: 100, unitRounding: "ceil" },
            ],
          },
          {
            id: "QLD_HEAVY_HYBRID_ELECTRIC",
            ...YEAR,
            confidence: "official",
            sources: [S.QLD_RATES],
            when: { classes: ["heavy-vehicle"], powertrain: ["hybrid", "phev", "bev", "fcev"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 2, unit: 100, unitRounding: "ceil" }],
          },
          {
            id: "QLD_HEAVY_1_TO_4",
            ...YEAR,
            confidence: "official",
            sources: [S.QLD_RATES],
            when: { classes: ["heavy-vehicle"], cylindersMax: 4 },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" }],
          },
          {
            id: "QLD_HEAVY_5_6",
            ...YEAR,
            confidence: "official",
            sources: [S.QLD_RATES],
            when: { classes: ["heavy-vehicle"], cylindersMin: 5, cylindersMax: 6 },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3.5, unit: 100, unitRounding: "ceil" }],
          },
          {
            id: "QLD_HEAVY_7_PLUS",
            ...YEAR,
            confidence: "official",
            sources: [S.QLD_RATES],
            when: { classes: ["heavy-vehicle"], cylindersMin: 7 },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 4, unit: 100, unitRounding: "ceil" }],
          },
        ],
        concessions: [],
      },
      registration: {
        components: [
          {
            id: "registration_fee_and_tif",
            ...YEAR,
            confidence: "estimate",
            sources: [S.QLD_TMR_20PC, S.QLD_REGO_2425],
            note: "The official 2024-25 fees (4 cylinders $423.50) indexed by 3.4%, as an unnamed third-party 2025-26 table gives them; no named source shows the 2025-26 figures.",
            businessUseUnknown:
              "QLD charges a higher registration fee for a vehicle that is not a private-use vehicle (8.5% more in fee units); the 2025-26 business figures were not found.",
            label: "Registration fee + traffic improvement fee (4 cylinders)",
            amount: 437.9,
            byVehicle: [
              {
                when: { classes: ["gvm-over-4t"] },
                amount: 991.85,
                label: "Registration fee + traffic improvement fee (GVM more than 4 t but not more than 4.5 t)",
                estimate: QLD_OVER_4T_2025_26,
              },
              {
                when: { powertrain: ["bev", "fcev"] },
                amount: 358.25,
                label: "Registration fee + traffic improvement fee (electric)",
              },
              {
                when: { cylindersMax: 3 },
                amount: 358.25,
                label: "Registration fee + traffic improvement fee (1-3 cylinders)",
              },
              {
                when: { cylindersMin: 4, cylindersMax: 4 },
                amount: 437.9,
                label: "Registration fee + traffic improvement fee (4 cylinders)",
              },
              {
                when: { cylindersMin: 5, cylindersMax: 6 },
                amount: 655.35,
                label: "Registration fee + traffic improvement fee (5-6 cylinders)",
              },
              {
                when: { cylindersMin: 7, cylindersMax: 8 },
                amount: 891.8,
                label: "Registration fee + traffic improvement fee (7-8 cylinders)",
              },
              {
                when: { cylindersMin: 9 },
                amount: 1034.7,
                label: "Registration fee + traffic improvement fee (9-12 cylinders)",
              },
            ],
          },
          {
            id: "ctp",
            ...YEAR,
            scheme: "ctp",
            confidence: "estimate",
            sources: [S.QLD_REGO_2425, S.QLD_CTP_2025],
            note: "Insurer-set, changed quarterly ($386.80 read in August 2025; rates rose $4–19 from 1 October 2025).",
            businessUseUnknown: BUSINESS_PREMIUM_UNKNOWN,
            label: "CTP class 1 (car/station wagon) – choose insurer, set quarterly",
            amount: 386.8,
            byVehicle: [
              { when: { classes: ["class-1"] }, amount: 386.8, label: "CTP class 1 (car/station wagon) – choose insurer, set quarterly" },
              { when: { classes: ["class-6"] }, amount: 386.8, label: "CTP class 6 (trucks, utilities and vans under 4.5 t), priced at class 1's premium – choose insurer, set quarterly" },
            ],
          },
          {
            id: "plate_fee",
            ...YEAR,
            confidence: "estimate",
            sources: [S.QLD_REGO_2425],
            note: "One secondary source.",
            label: "Standard number plates",
            amount: 35.05,
          },
        ],
        concessions: [],
      },
    },
    WA: {
      name: "Western Australia",
      classes: CLASSES_2025_26.WA,
      duty: {
        roundUpTo: null,
        dutiableValue: {
          includesDealerDelivery: false,
          includesDealerFittedAccessories: false,
          includesFactoryOptions: "only transmission/engine options fixed by the manufacturer",
          listPriceFloor: true,
          fleetDiscountReducesValue: false,
          sources: [S.WA_VLD4],
        },
        schedules: [
          {
            id: "WA_HEAVY",
            ...YEAR,
            confidence: "official",
            sources: [S.WA_RATES, S.WA_S236],
            when: { classes: ["heavy-vehicle"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "none" }],
            maxDuty: 12000,
            finalRounding: { mode: "floor", increment: 0.05 },
          },
          {
            id: "WA_LIGHT",
            ...YEAR,
            confidence: "official",
            sources: [S.WA_RATES, S.WA_S236],
            when: { classes: ["light-vehicle"] },
            brackets: [
              { upTo: 25000, method: "whole", base: 0, ratePerUnit: 2.75, unit: 100, unitRounding: "none" },
              {
                upTo: 50000,
                method: "wholeSlidingPercent",
                over: 25000,
                startPercent: 2.75,
                percentDivisor: 6666.66,
                percentDecimals: 2,
                percentRounding: "halfUp",
              },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 6.5, unit: 100, unitRounding: "none" },
            ],
            finalRounding: { mode: "floor", increment: 0.05 },
          },
        ],
        concessions: [],
      },
      registration: {
        components: [
          {
            id: "licence_fee",
            ...YEAR,
            confidence: "carried-forward",
            sources: [S.WA_REGO, S.WA_RAC, S.WA_DOT_EXAMPLE],
            note: "The 2023-24 rate, low: the official rate was already $27.56 from 1 July 2024, and the 2025-26 rate was not found. Tare rounded up to the next 100 kg (DoT's worked example); the same for private and business use.",
            label: "Vehicle licence fee",
            perTare: { per100Kg: 26.52, standardTareKg: 1500 },
          },
          {
            id: "prescribed_flat_fee",
            ...YEAR,
            confidence: "carried-forward",
            sources: [S.WA_RAC],
            note: "Figure as at July 2023.",
            label: "Prescribed flat fee (12-month)",
            amount: 6.6,
          },
          {
            id: "recording_fee",
            ...YEAR,
            confidence: "carried-forward",
            sources: [S.WA_REGO, S.WA_RAC],
            note: "2023-24 fee.",
            label: "Administration/recording fee",
            amount: 10.3,
          },
          {
            id: "mii",
            ...YEAR,
            confidence: "carried-forward",
            sources: [S.WA_REGO, S.WA_MII],
            note: "2023-24 premium.",
            label: "Motor Injury Insurance class 1A (motor car), incl. GST and duty",
            amount: 420.85,
          },
          {
            id: "plate_fee",
            ...YEAR,
            confidence: "estimate",
            sources: [AU_CHARGES_NOTE],
            note: "No published figure: the researcher's estimate.",
            label: "Standard number plates",
            amount: 30,
          },
        ],
        concessions: [],
      },
    },
    SA: {
      name: "South Australia",
      classes: CLASSES_2025_26.SA,
      duty: {
        roundUpTo: 100,
        dutiableValue: {
          includesDealerDelivery: true,
          includesDealerFittedAccessories: true,
          includesFactoryOptions: true,
          listPriceFloor: true,
          listPriceOnly: true,
          fleetDiscountReducesValue: false,
          sources: [S.SA_RATES, S.SA_IC87],
        },
        schedules: [
          {
            id: "SA_COMMERCIAL",
            ...YEAR,
            confidence: "official",
            sources: [S.SA_RATES],
            when: { classes: ["commercial-vehicle"] },
            brackets: [
              { upTo: 1000, method: "whole", base: 0, ratePerUnit: 1, unit: 100, unitRounding: "ceil" },
              { upTo: 2000, method: "marginal", over: 1000, base: 10, ratePerUnit: 2, unit: 100, unitRounding: "ceil" },
              { upTo: 3000, method: "marginal", over: 2000, base: 30, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "marginal", over: 3000, base: 60, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
            ],
            minDuty: 5,
          },
          {
            id: "SA_NON_COMMERCIAL",
            ...YEAR,
            confidence: "official",
            sources: [S.SA_RATES],
            when: { classes: ["non-commercial-vehicle"] },
            brackets: [
              { upTo: 1000, method: "whole", base: 0, ratePerUnit: 1, unit: 100, unitRounding: "ceil" },
              { upTo: 2000, method: "marginal", over: 1000, base: 10, ratePerUnit: 2, unit: 100, unitRounding: "ceil" },
              { upTo: 3000, method: "marginal", over: 2000, base: 30, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "marginal", over: 3000, base: 60, ratePerUnit: 4, unit: 100, unitRounding: "ceil" },
            ],
            minDuty: 5,
          },
        ],
        concessions: [],
      },
      registration: {
        components: [
          {
            id: "registration_package",
            ...YEAR,
            confidence: "carried-forward",
            sources: [S.SA_REGO, S.SA_CTP_CLASS],
            note:
              "Approximate fees effective 1 July 2023 (a later undated version of the page shows $650), for metropolitan Adelaide (a 4-cylinder car in the country: $545; a ute or van of 1,500–4,499 kg: $915).",
            businessUseUnknown:
              "The package includes CTP, whose class depends on whether the owner claims GST input tax credits; the business-use figure was not found.",
            label: "Registration + CTP estimate + levies + level-1 admin fee (metro, 4-cyl)",
            amount: 670,
            byVehicle: [
              { when: { classes: ["sedan-or-station-wagon"], powertrain: ["bev", "fcev"] }, amount: 670, label: "Registration + CTP estimate + levies + level-1 admin fee (metro, electric)" },
              { when: { classes: ["sedan-or-station-wagon"], cylindersMax: 4 }, amount: 670, label: "Registration + CTP estimate + levies + level-1 admin fee (metro, 1-4 cylinders)" },
              { when: { classes: ["sedan-or-station-wagon"], cylindersMin: 5, cylindersMax: 6 }, amount: 815, label: "Registration + CTP estimate + levies + level-1 admin fee (metro, 5-6 cylinders)" },
              { when: { classes: ["sedan-or-station-wagon"], cylindersMin: 7 }, amount: 945, label: "Registration + CTP estimate + levies + level-1 admin fee (metro, 7 or more cylinders)" },
              { when: { classes: ["utility-or-van"], tareKgMax: 1499 }, amount: 910, label: "Registration + CTP estimate + levies + level-1 admin fee (metro, utility or van, mass less than 1,500 kg)" },
              {
                when: { classes: ["utility-or-van"], tareKgMin: 1500 },
                amount: 1125,
                label: "Registration + CTP estimate + levies + level-1 admin fee (metro, utility or van, mass 1,500–4,499 kg)",
                likelyWhenUnknown:
                  "the 1,500–4,499 kg band is priced, the likelier for a ute or van (fleet utes and vans mostly weigh 1,500 kg or more unladen); one under 1,500 kg pays $910, $215 less. Give its tare to price the exact band.",
              },
            ],
          },
          {
            id: "plate_fee",
            ...YEAR,
            confidence: "estimate",
            sources: [AU_CHARGES_NOTE],
            note: "No published figure: the researcher's estimate.",
            label: "Number plates",
            amount: 30,
          },
        ],
        concessions: [],
      },
    },
    TAS: {
      name: "Tasmania",
      classes: CLASSES_2025_26.TAS,
      duty: {
        roundUpTo: 100,
        dutiableValue: {
          includesDealerDelivery: true,
          includesDealerFittedAccessories: true,
          includesFactoryOptions: true,
          listPriceFloor: false,
          fleetDiscountReducesValue: true,
          sources: [S.TAS_SRO],
        },
        schedules: [
          {
            id: "TAS_FLEET_DISCOUNT",
            ...YEAR,
            confidence: "official",
            sources: [S.TAS_SRO, S.TAS_TRANSPORT],
            when: { classes: ["passenger-vehicle", "other-vehicle"], manufacturerFleetDiscount: true },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3.5, unit: 100, unitRounding: "ceil" }],
            minDuty: 20,
          },
          {
            id: "TAS_HEAVY",
            ...YEAR,
            confidence: "official",
            sources: [S.TAS_SRO],
            when: { classes: ["heavy-vehicle"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 1, unit: 100, unitRounding: "ceil" }],
            minDuty: 20,
          },
          {
            id: "TAS_PASSENGER",
            ...YEAR,
            confidence: "official",
            sources: [S.TAS_SRO, S.TAS_TRANSPORT],
            when: { classes: ["passenger-vehicle"] },
            brackets: [
              { upTo: 600, method: "fixed", amount: 20 },
              { upTo: 35000, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
              {
                upTo: 40000,
                method: "marginal",
                over: 35000,
                base: 1050,
                ratePerUnit: 11,
                unit: 100,
                unitRounding: "ceil",
              },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 4, unit: 100, unitRounding: "ceil" },
            ],
          },
          {
            id: "TAS_OTHER",
            ...YEAR,
            confidence: "official",
            sources: [S.TAS_SRO],
            when: { classes: ["other-vehicle"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" }],
            minDuty: 20,
          },
        ],
        concessions: [],
      },
      registration: {
        // TAS re-indexes its registration fees on 1 December, not 1 July: the page read holds the fees of
        // 1 December 2024, in force to 30 November 2025; the fees of 1 December 2025 were not found.
        components: [
          {
            ...tasEstablishFees(),
            effectiveFrom: YEAR.effectiveFrom,
            effectiveTo: "2025-11-30",
            confidence: "official",
          },
          {
            ...tasEstablishFees(),
            effectiveFrom: "2025-12-01",
            effectiveTo: YEAR.effectiveTo,
            confidence: "carried-forward",
            note: "Fees as at 1 December 2024; the re-indexed fees of 1 December 2025 were not found.",
          },
        ],
        concessions: [],
      },
    },
    ACT: {
      name: "Australian Capital Territory",
      classes: CLASSES_2025_26.ACT,
      duty: {
        roundUpTo: 100,
        dutiableValue: {
          includesDealerDelivery: true,
          includesDealerFittedAccessories: true,
          includesFactoryOptions: true,
          listPriceFloor: false,
          fleetDiscountReducesValue: true,
          sources: [S.ACT_RO],
        },
        // The table of 1 September 2025. No earlier ACT table is held: a day before 1 September 2025 is
        // priced with this table and reported as an estimate (see rules-in-force.ts).
        schedules: [
          {
            id: "ACT_NEW_AAA",
            ...ACT_FROM,
            confidence: "corroborated",
            sources: [S.ACT_RO, S.ACT_S208, S.ACT_AADA, S.ACT_THIRDPARTY, S.ACT_EVC, S.ACT_REGION],
            when: { classes: ["light-vehicle"], co2Max: 0 },
            brackets: [
              { upTo: 45000, method: "whole", base: 0, ratePerUnit: 2.5, unit: 100, unitRounding: "ceil" },
              {
                upTo: 80000,
                method: "marginal",
                confidence: "estimate",
                note: "Category AAA from $45,000 to $80,000 ($1,125 plus $4 per $100 over $45,000) has one named source, the Electric Vehicle Council's $1,725 on a $60,000 vehicle; a second was not found.",
                over: 45000,
                base: 1125,
                ratePerUnit: 4,
                unit: 100,
                unitRounding: "ceil",
              },
              {
                upTo: null,
                method: "marginal",
                confidence: "estimate",
                note: "The 8% over $80,000 is corroborated (AADA, Region Canberra), but its base, $2,525, follows from the $4 rate below it, which has one named source.",
                over: 80000,
                base: 2525,
                ratePerUnit: 8,
                unit: 100,
                unitRounding: "ceil",
              },
            ],
          },
          {
            id: "ACT_NEW_AA",
            ...ACT_FROM,
            confidence: "estimate",
            note: ACT_UNCONFIRMED,
            sources: [S.ACT_RO, S.ACT_S208, S.ACT_AADA, S.ACT_THIRDPARTY],
            when: { classes: ["light-vehicle"], co2Above: 0, co2Max: 65 },
            brackets: [
              { upTo: 45000, method: "whole", base: 0, ratePerUnit: 2.67, unit: 100, unitRounding: "ceil" },
              {
                upTo: 80000,
                method: "marginal",
                over: 45000,
                base: 1201.5,
                ratePerUnit: 4.41,
                unit: 100,
                unitRounding: "ceil",
              },
              {
                upTo: null,
                method: "marginal",
                over: 80000,
                base: 2745,
                ratePerUnit: 8,
                unit: 100,
                unitRounding: "ceil",
              },
            ],
          },
          {
            id: "ACT_NEW_A",
            ...ACT_FROM,
            confidence: "estimate",
            note: ACT_UNCONFIRMED,
            sources: [S.ACT_RO, S.ACT_S208, S.ACT_AADA, S.ACT_THIRDPARTY],
            when: { classes: ["light-vehicle"], co2Above: 65, co2Max: 130 },
            brackets: [
              { upTo: 45000, method: "whole", base: 0, ratePerUnit: 2.84, unit: 100, unitRounding: "ceil" },
              {
                upTo: 80000,
                method: "marginal",
                over: 45000,
                base: 1278,
                ratePerUnit: 4.81,
                unit: 100,
                unitRounding: "ceil",
              },
              {
                upTo: null,
                method: "marginal",
                over: 80000,
                base: 2961.5,
                ratePerUnit: 8,
                unit: 100,
                unitRounding: "ceil",
              },
            ],
          },
          {
            id: "ACT_NEW_B",
            ...ACT_FROM,
            confidence: "corroborated",
            sources: [S.ACT_RO, S.ACT_S208, S.ACT_AADA, S.ACT_THIRDPARTY, S.ACT_GREENS],
            when: { classes: ["light-vehicle"], co2Above: 130, co2Max: 175 },
            brackets: [
              { upTo: 45000, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
              {
                upTo: 80000,
                method: "marginal",
                confidence: "estimate",
                note: "Category B from $45,000 to $80,000 ($1,350 plus $5.22 per $100 over $45,000) rests only on the non-official consolidated note: no named source gives that rate.",
                over: 45000,
                base: 1350,
                ratePerUnit: 5.22,
                unit: 100,
                unitRounding: "ceil",
              },
              {
                upTo: null,
                method: "marginal",
                confidence: "estimate",
                note: "The 8% over $80,000 is corroborated (AADA, Region Canberra), but its base, $3,177, follows from the unconfirmed $5.22 rate below it.",
                over: 80000,
                base: 3177,
                ratePerUnit: 8,
                unit: 100,
                unitRounding: "ceil",
              },
            ],
          },
          {
            id: "ACT_NEW_C",
            ...ACT_FROM,
            confidence: "estimate",
            note: ACT_UNCONFIRMED,
            sources: [S.ACT_RO, S.ACT_S208, S.ACT_AADA, S.ACT_THIRDPARTY, S.ACT_GREENS],
            when: { classes: ["light-vehicle"], co2Above: 175, co2Max: 220 },
            brackets: [
              { upTo: 45000, method: "whole", base: 0, ratePerUnit: 3.17, unit: 100, unitRounding: "ceil" },
              {
                upTo: 80000,
                method: "marginal",
                over: 45000,
                base: 1426.5,
                ratePerUnit: 5.62,
                unit: 100,
                unitRounding: "ceil",
              },
              {
                upTo: null,
                method: "marginal",
                over: 80000,
                base: 3393.5,
                ratePerUnit: 8,
                unit: 100,
                unitRounding: "ceil",
              },
            ],
          },
          {
            id: "ACT_NEW_D",
            ...ACT_FROM,
            confidence: "estimate",
            note: `${ACT_UNCONFIRMED} Region Canberra's range for the dearest category before the change ($2,038 plus 7.8% over $45,000; 4.5% below it) is close to these figures, but it is one source, rounded, and of the old table.`,
            sources: [S.ACT_RO, S.ACT_S208, S.ACT_AADA, S.ACT_THIRDPARTY, S.ACT_REGION],
            when: { classes: ["light-vehicle"], co2Above: 220 },
            brackets: [
              { upTo: 45000, method: "whole", base: 0, ratePerUnit: 4.53, unit: 100, unitRounding: "ceil" },
              {
                upTo: 80000,
                method: "marginal",
                over: 45000,
                base: 2038.5,
                ratePerUnit: 7.81,
                unit: 100,
                unitRounding: "ceil",
              },
              {
                upTo: null,
                method: "marginal",
                over: 80000,
                base: 4772,
                ratePerUnit: 8,
                unit: 100,
                unitRounding: "ceil",
              },
            ],
          },
          {
            // The determined rate for a heavy vehicle was not found. Section 208(2) takes a vehicle over
            // 4.5 t GVM out of the rate for $45,000 or more, so it pays the rate below $45,000 on its whole
            // value; the non-rated vehicles' rate below $45,000 (category C's, $3.17, itself from the note)
            // is priced.
            id: "ACT_HEAVY",
            ...ACT_FROM,
            confidence: "estimate",
            note:
              "The ACT's determined rate for a heavy vehicle was not found. Duties Act 1999 s 208(2) takes a vehicle over 4.5 t GVM out of the rate for $45,000 or more, so the rate below $45,000 is priced on the whole value: the non-rated vehicles' $3.17 per $100, itself from a non-official note.",
            sources: [S.ACT_S208, S.ACT_RO, S.ACT_THIRDPARTY],
            when: { classes: ["heavy-vehicle"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3.17, unit: 100, unitRounding: "ceil" }],
          },
          {
            id: "ACT_NON_RATED",
            ...ACT_FROM,
            confidence: "estimate",
            note: `${ACT_UNCONFIRMED} Non-rated vehicles are assumed to pay category C rates.`,
            sources: [S.ACT_RO, S.ACT_GREENS, S.ACT_THIRDPARTY],
            when: { classes: ["light-vehicle"], co2Unknown: true },
            brackets: [
              { upTo: 45000, method: "whole", base: 0, ratePerUnit: 3.17, unit: 100, unitRounding: "ceil" },
              {
                upTo: 80000,
                method: "marginal",
                over: 45000,
                base: 1426.5,
                ratePerUnit: 5.62,
                unit: 100,
                unitRounding: "ceil",
              },
              {
                upTo: null,
                method: "marginal",
                over: 80000,
                base: 3393.5,
                ratePerUnit: 8,
                unit: 100,
                unitRounding: "ceil",
              },
            ],
          },
        ],
        concessions: [],
      },
      registration: {
        components: [
          {
            id: "registration_fee",
            ...YEAR,
            confidence: "estimate",
            sources: [AU_CHARGES_NOTE],
            note: "No fee table by emissions category was found for 2025-26: one rough figure for every category (a hybrid Camry paid about $508 in 2024-25).",
            businessUseUnknown: "ACT business-use vehicles pay a different registration fee (AADA, 2025-26 ACT Budget); it was not found.",
            label: "Emissions-based registration fee (category AAA..D)",
            amount: 500,
          },
          {
            id: "mai_insurance",
            ...YEAR,
            scheme: "ctp",
            confidence: "estimate",
            sources: [AU_CHARGES_NOTE, S.ACT_MAIC],
            note: "Insurer-set premium: no single published figure.",
            businessUseUnknown: BUSINESS_PREMIUM_UNKNOWN,
            label: "Motor Accident Injuries insurance (class 1)",
            amount: 400,
            byVehicle: [
              { when: { classes: ["passenger-vehicle"] }, amount: 400, label: "Motor Accident Injuries insurance (class 1)" },
              { when: { classes: ["goods-vehicle"] }, amount: 490.7, label: "Motor Accident Injuries insurance (class 3, goods vehicle)", estimate: actGoodsPremium(400) },
            ],
          },
          {
            id: "levies",
            ...YEAR,
            confidence: "estimate",
            sources: [AU_CHARGES_NOTE],
            note: "No published figure: the researcher's estimate.",
            label: "Road rescue fee, road safety contribution, motor accident levy, lifetime care & support levy",
            amount: 160,
          },
          {
            id: "establishment_and_plates",
            ...YEAR,
            confidence: "estimate",
            sources: [S.ACT_REGION, AU_CHARGES_NOTE],
            note: "Establishing fee from one secondary source; plates not priced separately.",
            label: "Establishing registration fee (not previously ACT-registered) $110.60 + plates",
            amount: 110.6,
          },
        ],
        concessions: [],
      },
    },
    NT: {
      name: "Northern Territory",
      classes: CLASSES_2025_26.NT,
      duty: {
        roundUpTo: 100,
        dutiableValue: {
          includesDealerDelivery: true,
          includesDealerFittedAccessories: true,
          includesFactoryOptions: true,
          listPriceFloor: false,
          fleetDiscountReducesValue: true,
          sources: [S.NT_TRO],
        },
        schedules: [
          {
            id: "NT_ALL",
            ...YEAR,
            confidence: "official",
            sources: [S.NT_TRO],
            when: {},
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" }],
          },
        ],
        concessions: [
          {
            id: "NT_PEV_CONCESSION",
            effectiveFrom: "2022-07-01",
            effectiveTo: "2027-06-30",
            confidence: "official",
            sources: [S.NT_EV],
            label: "NT plug-in electric vehicle stamp duty concession (up to $1,500)",
            when: { powertrain: ["bev", "phev"] },
            dutiableValue: { upTo: 50_000 },
            type: "reduceBy",
            maxAmount: 1500,
          },
          {
            // The official page grants the concession "for vehicles valued up to $50,000"; above that the
            // research models it as $1,500 off, which the Territory Revenue Office has not confirmed.
            id: "NT_PEV_CONCESSION_OVER_50000",
            effectiveFrom: "2022-07-01",
            effectiveTo: "2027-06-30",
            confidence: "estimate",
            sources: [S.NT_EV],
            note: "nt.gov.au grants the concession for vehicles valued up to $50,000; above that, $1,500 off is assumed and not confirmed by the Territory Revenue Office. If none applies, duty is up to $1,500 more.",
            label: "NT plug-in electric vehicle stamp duty concession (up to $1,500; value over $50,000)",
            when: { powertrain: ["bev", "phev"] },
            dutiableValue: { over: 50_000 },
            type: "reduceBy",
            maxAmount: 1500,
          },
        ],
      },
      registration: {
        components: [
          {
            id: "registration_incl_mac",
            ...YEAR,
            confidence: "carried-forward",
            sources: [S.NT_REGO],
            note: "The 2024 table; the 2025-26 figure was not found.",
            label: "Registration fee incl. MAC compulsory injury insurance, GST and admin",
            amount: 831.25,
            // The figure is a car's of 4 cylinders or less (1,501–3,000 cc): anything else pays it only as an estimate.
            byVehicle: [
              {
                when: { powertrain: ["ice", "hybrid", "phev"], cylindersMax: 4 },
                amount: 831.25,
                label: "Registration fee incl. MAC compulsory injury insurance, GST and admin (4 cylinders or less)",
              },
            ],
          },
          {
            id: "plate_fee",
            ...YEAR,
            confidence: "estimate",
            sources: [AU_CHARGES_NOTE],
            note: "No published figure: the researcher's estimate.",
            label: "Number plates",
            amount: 20,
          },
        ],
        concessions: [
          {
            // Free registration: the registration part of the fee is waived; MAC, GST and admin are still paid.
            // NT publishes no split of the $831.25 total, so the waived part is an estimate.
            id: "nt_pev_free_registration",
            effectiveFrom: "2022-07-01",
            effectiveTo: "2027-06-30",
            confidence: "estimate",
            sources: [S.NT_EV, FINDINGS_2026_27_NOTE],
            note: "Amount waived = the registration component, $219 in one 2026 secondary source; not split officially.",
            label: "NT plug-in electric vehicle free registration (MAC, GST and admin still payable)",
            when: { powertrain: ["bev", "phev"] },
            amount: 219,
          },
        ],
      },
    },
  },
};

/**
 * The ACT's goods-vehicle MAI premium, derived: its class 3 premium is $90.70 above class 1's in AAMI's table
 * of 8 April 2025 ($509.90 against $419.20; the scheme is community rated, one premium a class), added to the
 * class 1 figure held.
 */
export function actGoodsPremium(class1: number): string {
  return (
    `No ACT goods-vehicle premium for the year was found: class 3 (goods vehicle, GVM not over 4.5 t) was $90.70 above class 1 in AAMI's table of 8 April 2025 ($509.90 against $419.20), ` +
    `so $90.70 is added to the class 1 figure held ($${class1.toFixed(2)}).`
  );
}

/**
 * The TAS establish fees of 1 December 2024, by GVM band and cylinders; dated by the caller. An electric
 * vehicle of GVM 3 t or more has no total on the fees page: its motor tax is the 3 t band's ($315 against
 * $164 under 3 t, the motor tax page), so $151 more than an electric vehicle under 3 t, as for 3 and 4 cylinders.
 */
function tasEstablishFees() {
  const heavier = ["gvm-3t-to-4.5t"];
  const lighter = ["gvm-under-3t", "other-light-vehicle"];
  return {
    id: "registration_establish_total",
    sources: [S.TAS_REGO, S.TAS_MOTOR_TAX],
    label: "Registration fee + fire levy + road safety levy + motor tax + MAIB premium (incl. $20 duty) + plate fee (4 cylinders)",
    amount: 645.42,
    byVehicle: [
      {
        when: { classes: heavier, powertrain: ["bev", "fcev"] },
        amount: 796.42,
        label: "Registration establish fees incl. plate (electric, GVM 3 t to 4.5 t)",
        estimate:
          "The fees page gives no total for an electric vehicle of GVM 3 t or more: its motor tax is the 3 t band's, $315 against $164 under 3 t (motor tax page), so $645.42 + $151 = $796.42, as for 3 and 4 cylinders.",
      },
      { when: { classes: heavier, cylindersMax: 4 }, amount: 796.42, label: "Registration establish fees incl. plate (3 & 4 cylinders, GVM 3 t to 4.5 t)" },
      { when: { classes: heavier, cylindersMin: 5, cylindersMax: 6 }, amount: 847.42, label: "Registration establish fees incl. plate (5 & 6 cylinders, GVM 3 t to 4.5 t)" },
      { when: { classes: heavier, cylindersMin: 7, cylindersMax: 8 }, amount: 901.42, label: "Registration establish fees incl. plate (7 & 8 cylinders, GVM 3 t to 4.5 t)" },
      { when: { classes: heavier, cylindersMin: 9 }, amount: 953.42, label: "Registration establish fees incl. plate (more than 8 cylinders, GVM 3 t to 4.5 t)" },
      {
        when: { classes: lighter, powertrain: ["bev", "fcev"] },
        amount: 645.42,
        label: "Registration establish fees incl. plate (electric, GVM < 3 t)",
      },
      {
        when: { classes: lighter, cylindersMax: 3 },
        amount: 621.42,
        label: "Registration establish fees incl. plate (3 cylinders)",
      },
      {
        when: { classes: lighter, cylindersMin: 4, cylindersMax: 4 },
        amount: 645.42,
        label: "Registration establish fees incl. plate (4 cylinders)",
      },
      {
        when: { classes: lighter, cylindersMin: 5, cylindersMax: 6 },
        amount: 686.42,
        label: "Registration establish fees incl. plate (5-6 cylinders)",
      },
      {
        when: { classes: lighter, cylindersMin: 7, cylindersMax: 8 },
        amount: 762.42,
        label: "Registration establish fees incl. plate (7-8 cylinders)",
      },
      {
        when: { classes: lighter, cylindersMin: 9 },
        amount: 796.42,
        label: "Registration establish fees incl. plate (more than 8 cylinders)",
      },
    ],
  } as const;
}
