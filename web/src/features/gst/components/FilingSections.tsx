// The Reports page's filing sections, below the ageing report: ITC-04, e-way bills and the Tally file. Their own
// chunk, fetched while the ageing report loads, so the page's first screen (the as-of date and the report's
// placeholder) does not wait for their pickers and checkboxes (issue 28).
import { EwayBillSection } from './EwayBillSection';
import { Itc04Section } from './Itc04Section';
import { TallySection } from './TallySection';

export default function FilingSections() {
  return (
    <>
      <Itc04Section />
      <EwayBillSection />
      <TallySection />
    </>
  );
}
