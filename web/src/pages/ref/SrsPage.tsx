import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function SrsPage() {
  return (
    <Placeholder
      items={[
        "One search box over rules, spells, items, feats and every other option, answering as you type.",
        "Results grouped by kind, each opening its entry.",
        "The search index is built with the content, so it works without a server round trip.",
      ]}
    />
  );
}
