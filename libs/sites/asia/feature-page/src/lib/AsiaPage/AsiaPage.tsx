import { pick } from '@corp/shared/contracts';
import type { ServedCase, ServedIndustry, ServedOffice } from '@corp/shared/contracts';
import { contentLocaleOf, formatQuantity, itemLang } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { Island } from '@corp/shared/document';
import { ModalButton } from '@corp/shared/modals';
import { Hero, ProductsBlock, buttonClassName, withProductLinks } from '@corp/shared/ui';
import { productsLocaleOf } from '../asia-locales';
import type { AsiaPageData } from '../asia-page.loader.server';
import { useAsiaTexts } from '../asia-texts';
import styles from './AsiaPage.module.scss';

export type AsiaPageProps = AsiaPageData;

/** The id of the request section (the hero's and the header's button open the dialog). */
export const ASIA_REQUEST_ANCHOR = 'request';

const factKeys = ['countries', 'languages', 'support'] as const;

/** The request dialog's button (server HTML on the island page, opened by its modal host). */
function RequestButton({ label }: { label: string }) {
  return (
    <ModalButton
      modal="send-request"
      className={buttonClassName({ variant: 'primary', size: 'large' })}
    >
      {label}
    </ModalButton>
  );
}

function Industries({ industries }: { industries: readonly ServedIndustry[] }) {
  const t = useAsiaTexts();
  if (!industries.length) return null;
  return (
    <section className={styles['section']} aria-labelledby="asia-industries">
      <h2 id="asia-industries" className={styles['heading']}>
        {t('industries.title')}
      </h2>
      <p className={styles['sectionLead']}>{t('industries.lead')}</p>
      <ul className={styles['tiles']}>
        {industries.map((industry) => (
          <li key={industry.id} className={styles['tile']}>
            {industry.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What the page's case cards show of a case (all its results), marked with the language the
 * case was read in (kz falls back to ru): all the loader gives them.
 */
export const ASIA_CASE_FIELDS = [
  'code',
  'title',
  'company',
  'preview',
  'results',
  'initialLocale',
] as const satisfies readonly (keyof ServedCase)[];

export type AsiaCaseData = Pick<ServedCase, (typeof ASIA_CASE_FIELDS)[number]>;

/** A case as the page shows it: without its story (challenge, solution), picture or quote. */
export function toAsiaCase(item: AsiaCaseData): AsiaCaseData {
  return pick(item, ASIA_CASE_FIELDS);
}

function Cases({ cases, locale }: { cases: readonly AsiaCaseData[]; locale: Locale }) {
  const t = useAsiaTexts();
  if (!cases.length) return null;
  return (
    <section className={styles['section']} aria-labelledby="asia-cases">
      <h2 id="asia-cases" className={styles['heading']}>
        {t('cases.title')}
      </h2>
      <p className={styles['sectionLead']}>{t('cases.lead')}</p>
      <ul className={styles['cards']}>
        {cases.map((item) => (
          <li key={item.code} className={styles['card']} lang={itemLang(item, locale)}>
            <article>
              <h3 className={styles['cardTitle']}>{item.title}</h3>
              <p className={styles['company']}>{item.company}</p>
              <p>{item.preview}</p>
              {item.results?.length ? (
                <dl className={styles['results']}>
                  {item.results.map((result) => (
                    <div key={`${result.value} ${result.text}`} className={styles['result']}>
                      <dt className={styles['resultValue']}>
                        {formatQuantity(result, contentLocaleOf(item, locale))}
                      </dt>
                      <dd className={styles['resultText']}>{result.text}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Office({ office }: { office: ServedOffice }) {
  const t = useAsiaTexts();
  return (
    <section className={styles['section']} aria-labelledby="asia-office">
      <h2 id="asia-office" className={styles['heading']}>
        {t('office.title')}
      </h2>
      <div className={styles['office']}>
        <p className={styles['officeDescription']}>{office.description}</p>
        <dl className={styles['officeFacts']}>
          <dt>{t('office.address')}</dt>
          <dd>{office.address}</dd>
          <dt>{t('office.phone')}</dt>
          <dd>
            <a href={`tel:${office.phone.replace(/[^+\d]/g, '')}`}>{office.phone}</a>
          </dd>
          <dt>{t('office.email')}</dt>
          <dd>
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </dd>
          {office.workingHours ? (
            <>
              <dt>{t('office.hours')}</dt>
              <dd>{office.workingHours}</dd>
            </>
          ) : null}
        </dl>
      </div>
    </section>
  );
}

/**
 * The Asia page (spec §2.3 "the asia page at /{lang}/", §1 regional site in ru and kz): hero,
 * the region in figures, products (Russian cards on the kz page, §7), industries, cases, the
 * Almaty office and the request section; its buttons open the page's send-request dialog.
 */
export function AsiaPage({
  locale,
  hubOrigin,
  products,
  industries,
  cases,
  office,
  heroImage,
}: AsiaPageProps) {
  const t = useAsiaTexts();
  return (
    <div className={styles['page']}>
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        text={t('hero.lead')}
        image={heroImage ?? undefined}
        actions={<RequestButton label={t('hero.cta')} />}
      />

      <section className={styles['section']} aria-labelledby="asia-facts">
        <h2 id="asia-facts" className={styles['heading']}>
          {t('facts.title')}
        </h2>
        <ul className={styles['facts']}>
          {factKeys.map((key) => (
            <li key={key} className={styles['fact']}>
              <span className={styles['factValue']}>{t(`facts.items.${key}.value`)}</span>
              <span>{t(`facts.items.${key}.text`)}</span>
            </li>
          ))}
        </ul>
      </section>

      {products.length ? (
        <section className={styles['section']}>
          <Island
            name="ProductsBlock"
            part={ProductsBlock}
            props={withProductLinks({
              products,
              locale,
              contentLocale: productsLocaleOf(locale),
              hubOrigin,
            })}
          />
        </section>
      ) : null}

      <Industries industries={industries} />
      <Cases cases={cases} locale={locale} />
      {office ? <Office office={office} /> : null}

      <section
        id={ASIA_REQUEST_ANCHOR}
        className={[styles['section'], styles['request']].join(' ')}
        aria-labelledby="asia-request"
      >
        <h2 id="asia-request" className={styles['heading']}>
          {t('request.title')}
        </h2>
        <p className={styles['sectionLead']}>{t('request.text')}</p>
        <RequestButton label={t('request.button')} />
      </section>
    </div>
  );
}
