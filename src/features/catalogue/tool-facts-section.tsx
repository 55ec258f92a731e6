import type { ShownDate, ShownFacts } from "@common/catalogue/shown-facts";
import { getLanguage, type LanguageCode } from "@common/i18n/languages";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";

/**
 * "Before you sign up" on a tool page (docs/decisions/044): the free plan, privacy and the interface's languages,
 * each only when the owner recorded it, with the tool's own page that says so and the day the owner last checked it
 * there. Nothing is shown for a group nobody filled, and no section at all when none is.
 */
export function ToolFactsSection({ facts, linkChecked }: { facts: ShownFacts; linkChecked: ShownDate | null }) {
  const { t } = useTranslation();
  const { freePlan, privacy, languages } = facts;
  if (!freePlan && !privacy && !languages && !linkChecked) return null;
  return (
    <section aria-labelledby="tool-facts-heading" className="tool-facts">
      <h2 id="tool-facts-heading" className="text-xl font-bold tracking-tight">
        {t("toolPage.facts.title")}
      </h2>
      {freePlan ? (
        <FactGroup title={t("toolPage.facts.freePlan.title")} source={freePlan.source} confirmed={freePlan.confirmed}>
          <li>{t(freePlan.freeOption ? "toolPage.facts.freePlan.available" : "toolPage.facts.freePlan.none")}</li>
          {freePlan.cardRequired ? <li>{t(`toolPage.facts.freePlan.card.${freePlan.cardRequired}`)}</li> : null}
          {freePlan.limits.length ? (
            <li>
              {t("toolPage.facts.freePlan.limits")}
              <ul className="tool-facts-limits">
                {freePlan.limits.map((limit) => (
                  <li key={limit}>{limit}</li>
                ))}
              </ul>
            </li>
          ) : null}
          {freePlan.upgradeFrom ? (
            <li>
              {t(`toolPage.facts.freePlan.upgrade.${freePlan.upgradeFrom.period}`, {
                price: freePlan.upgradeFrom.price,
              })}
            </li>
          ) : null}
        </FactGroup>
      ) : null}
      {privacy ? (
        <FactGroup title={t("toolPage.facts.privacy.title")} source={privacy.source} confirmed={privacy.confirmed}>
          {privacy.trainsByDefault ? <li>{t(`toolPage.facts.privacy.trains.${privacy.trainsByDefault}`)}</li> : null}
          {privacy.optOut ? (
            <li>
              {t(`toolPage.facts.privacy.optOut.${privacy.optOut}`)}
              {privacy.optOut === "yes" && privacy.optOutUrl ? (
                <>
                  {" "}
                  <a href={privacy.optOutUrl} target="_blank" rel="noopener noreferrer" className="tool-facts-link">
                    {t("toolPage.facts.privacy.optOutLink")}
                  </a>
                </>
              ) : null}
            </li>
          ) : null}
          {privacy.minimumAge !== null ? (
            <li>{t("toolPage.facts.privacy.minimumAge", { age: privacy.minimumAge })}</li>
          ) : null}
        </FactGroup>
      ) : null}
      {languages ? (
        <FactGroup
          title={t("toolPage.facts.languages.title")}
          source={languages.source}
          confirmed={languages.confirmed}
        >
          <LanguagesFact supported={languages.supported} />
        </FactGroup>
      ) : null}
      {linkChecked ? (
        <p className="tool-facts-note">{t("toolPage.facts.linkChecked", { date: linkChecked.label })}</p>
      ) : null}
    </section>
  );
}

function LanguagesFact({ supported }: { supported: LanguageCode[] }) {
  const { t } = useTranslation();
  const { code } = useCurrentLanguage();
  return (
    <>
      <li>
        <strong>
          {t(supported.includes(code) ? "toolPage.facts.languages.yours" : "toolPage.facts.languages.notYours")}
        </strong>
      </li>
      <li>
        {t("toolPage.facts.languages.list")}{" "}
        {supported.map((lang, index) => (
          <span key={lang}>
            {index > 0 ? t("toolPage.facts.languages.separator") : null}
            <bdi lang={lang}>{getLanguage(lang).name}</bdi>
          </span>
        ))}
      </li>
    </>
  );
}

function FactGroup({
  title,
  source,
  confirmed,
  children,
}: {
  title: string;
  source: string;
  confirmed: ShownDate | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="tool-facts-group">
      <h3 className="tool-page-label">{title}</h3>
      <ul className="tool-facts-list">{children}</ul>
      <p className="tool-facts-note">
        <TextWithLink
          text={confirmed ? t("toolPage.facts.confirmedOn", { date: confirmed.label }) : t("toolPage.facts.statedOn")}
          href={source}
        />
      </p>
    </div>
  );
}

/**
 * A translated sentence whose `<link>…</link>` part links to `href` (a new tab: the tool's own site). Split by hand
 * rather than with react-i18next's Trans, which would add its markup parser to every page's shared script.
 */
function TextWithLink({ text, href }: { text: string; href: string }) {
  const match = /^(.*)<link>(.*)<\/link>(.*)$/s.exec(text);
  if (!match) return <>{text}</>;
  const [, before, inner, after] = match;
  return (
    <>
      {before}
      <a href={href} target="_blank" rel="noopener noreferrer" className="tool-facts-link">
        {inner}
      </a>
      {after}
    </>
  );
}
