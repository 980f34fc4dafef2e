import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function DivinesPage() {
  return (
    <Placeholder
      items={[
        "The divine beings of Elthelas: demigods, saints and servants of the gods.",
        "Each being's story and domains.",
        "Links to the gods they serve.",
      ]}
    />
  );
}
