// GST paperwork: the Section 143 card on the dashboard (the Reports screen is its own route chunk).
export { Section143Card } from './components/Section143Card';
// The Rule 55 challan's download, asking first when our GSTIN or address is missing.
export { useChallanPrint } from './components/ChallanPrint';
