import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ServedCourseProgram, ServedCourseSpeaker } from '@corp/shared/contracts';
import { PageFrame, seed } from '@corp/shared/page-parts/testing';
import type { CourseCode } from '../course-registration';
import type { CoursePageProps } from './CoursePage';
import { CoursePage } from './CoursePage';

const meta = {
  title: 'Shared/Courses/CoursePage',
  component: CoursePage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageFrame>
        <Story />
      </PageFrame>
    ),
  ],
} satisfies Meta<typeof CoursePage>;

export default meta;
type Story = StoryObj<typeof meta>;

function courseProps(course: CourseCode, locale: 'en' | 'ru'): CoursePageProps {
  return {
    locale,
    course,
    program: seed<ServedCourseProgram>('courseProgram', locale).find(
      (program) => program.code === course,
    ) as ServedCourseProgram,
    speakers: seed<ServedCourseSpeaker>('courseSpeakers', locale).filter(
      (speaker) => speaker.course === course,
    ),
  };
}

export const Machine: Story = { args: courseProps('machine', 'en') };

export const MountRussian: Story = { args: courseProps('mount', 'ru'), globals: { locale: 'ru' } };

export const MachineLanding: Story = {
  args: { ...courseProps('machine', 'ru'), host: 'landing' },
  globals: { locale: 'ru' },
};
