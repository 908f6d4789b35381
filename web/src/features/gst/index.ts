// GST paperwork: the Section 143 card on the dashboard (the Reports screen is its own route chunk).
export { Section143Card } from './components/Section143Card';
