import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function SkillTricksPage() {
  return <Placeholder items={["Skill tricks by skill, with their full text.", "Filter by skill."]} />;
}
