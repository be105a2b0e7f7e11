import type { ServedCourseSpeaker } from '@corp/shared/contracts';
import { Picture } from '@corp/shared/ui';
import { CardGrid } from '@corp/shared/page-parts';
import styles from './SpeakerCards.module.scss';

export interface SpeakerCardsProps {
  speakers: readonly ServedCourseSpeaker[];
}

/** Course speakers (`GET /course/speakers/`): photo, name, position, company and a short bio. */
export function SpeakerCards({ speakers }: SpeakerCardsProps) {
  return (
    <CardGrid columns={3}>
      {speakers.map((speaker) => (
        <article key={speaker.id} className={styles['card']}>
          <Picture
            className={styles['photo']}
            image={speaker.photo}
            alt=""
            fit="cover"
            width={400}
            height={225}
          />
          <div className={styles['body']}>
            <h3 className={styles['name']}>{speaker.name}</h3>
            <p className={styles['position']}>
              {speaker.position}, {speaker.company}
            </p>
            <p className={styles['bio']}>{speaker.bio}</p>
          </div>
        </article>
      ))}
    </CardGrid>
  );
}
