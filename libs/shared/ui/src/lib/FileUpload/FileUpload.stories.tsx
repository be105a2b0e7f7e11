import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FieldCatalog } from '../FormField/FieldCatalog';
import type { FileUploadProps } from './FileUpload';
import { FileUpload } from './FileUpload';

/** The resume form's file-loader config: the API takes pdf, doc, docx and pptx up to 10 MB. */
const resume = {
  accept: ['pdf', 'doc', 'docx', 'pptx'],
  titleRu: 'Прикрепить резюме',
  titleEn: 'Attach your CV',
  maxSize: 10 * 1024 * 1024,
} satisfies Partial<FileUploadProps>;

const cv = new File(['%PDF-1.7'.repeat(40_000)], 'Anna_Ivanova_CV.pdf', {
  type: 'application/pdf',
  lastModified: 0,
});
const letter = new File(['letter'.repeat(4_000)], 'Cover_letter.docx', { lastModified: 0 });

const rows = [
  { name: 'single (resume)', props: { ...resume, defaultValue: [cv] } },
  { name: 'multiple', props: { multiple: true, defaultValue: [cv, letter] } },
] satisfies { name: string; props: Partial<FileUploadProps> }[];

const states = [
  { name: 'empty', props: { defaultValue: [] } },
  { name: 'filled', props: {} },
  { name: 'focused', props: { 'data-focus-preview': true } as Partial<FileUploadProps> },
  { name: 'disabled', props: { disabled: true } },
  { name: 'error', props: { defaultValue: [], error: 'Attach a file' } },
  { name: 'required', props: { required: true, defaultValue: [] } },
] satisfies { name: string; props: Partial<FileUploadProps> }[];

const meta = {
  title: 'UI/Forms/FileUpload',
  component: FileUpload,
  args: { ...resume, name: 'file', required: true },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: function Render(args) {
    const [files, setFiles] = useState<File[]>([]);
    return (
      <div style={{ maxWidth: 420 }}>
        <FileUpload {...args} value={files} onChange={setFiles} />
      </div>
    );
  },
};

/** Every variant × state, for design review. */
export const Catalog: Story = {
  render: () => (
    <FieldCatalog<FileUploadProps>
      rows={rows}
      states={states}
      render={(props, cell) => <FileUpload key={`${cell.row}-${cell.state}`} {...props} />}
    />
  ),
};
