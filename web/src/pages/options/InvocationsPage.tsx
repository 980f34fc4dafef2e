import { useI18n } from "../../i18n/index.ts";
import { OptionsPage } from "./common.tsx";
import { PrereqList } from "./FeatsPage.tsx";
import { useStatics } from "./use-statics.ts";

export default function InvocationsPage() {
  const { invocations } = useStatics("invocations");
  const { t } = useI18n();
  return (
    <OptionsPage>
      <PrereqList rows={invocations} noun={t("opt.noun.invocations")} />
    </OptionsPage>
  );
}
