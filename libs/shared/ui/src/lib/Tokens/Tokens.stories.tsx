import type { Meta, StoryObj } from '@storybook/react-vite';
import { contrastPairs, tokenGroups } from './tokens';

const meta = {
  title: 'UI/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const cell = { padding: '4px 12px', textAlign: 'left', verticalAlign: 'middle' } as const;

function Swatches({ names, caption }: { names: readonly string[]; caption: string }) {
  return (
    <table style={{ borderCollapse: 'collapse', marginBottom: 32 }}>
      <caption style={{ textAlign: 'left', fontWeight: 700 }}>{caption}</caption>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  width: 48,
                  height: 32,
                  border: '1px solid var(--color-border-default)',
                  borderRadius: 'var(--radius-sm)',
                  background: `var(${name})`,
                }}
              />
            </td>
            <th scope="row" style={cell}>
              <code>{name}</code>
            </th>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Palette, semantic colours, contrast pairs, spacing, type, radii, shadows and layers. */
export const Tokens: Story = {
  render: () => (
    <div style={{ fontFamily: 'var(--font-family-base)', color: 'var(--color-text-primary)' }}>
      <h1>Design tokens</h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 48 }}>
        <Swatches caption="Palette (never used by components)" names={tokenGroups.palette} />
        <Swatches caption="Semantic colours" names={tokenGroups.color} />
      </div>

      <h2>Text on background (WCAG AA, checked by tokens.test.ts)</h2>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 0, listStyle: 'none' }}>
        {contrastPairs.map(({ text, background }) => (
          <li
            key={`${text}-${background}`}
            style={{
              padding: 12,
              width: 240,
              color: `var(${text})`,
              background: `var(${background})`,
              border: '1px solid var(--color-border-default)',
              fontSize: 'var(--font-size-sm)',
            }}
          >
            {text}
            <br />
            on {background}
          </li>
        ))}
      </ul>

      <h2>Spacing</h2>
      <table style={{ borderCollapse: 'collapse', marginBottom: 32 }}>
        <tbody>
          {tokenGroups.space.map((name) => (
            <tr key={name}>
              <th scope="row" style={cell}>
                <code>{name}</code>
              </th>
              <td style={cell}>
                <span
                  style={{
                    display: 'block',
                    width: `var(${name})`,
                    height: 16,
                    background: 'var(--color-text-link)',
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Type scale</h2>
      <table style={{ borderCollapse: 'collapse', marginBottom: 32 }}>
        <tbody>
          {tokenGroups.fontSize.map((name) => (
            <tr key={name}>
              <th scope="row" style={cell}>
                <code>{name}</code>
              </th>
              <td
                style={{
                  ...cell,
                  fontSize: `var(${name})`,
                  lineHeight: 'var(--line-height-tight)',
                }}
              >
                Industrial digital technologies
              </td>
            </tr>
          ))}
          {tokenGroups.lineHeight.map((name) => (
            <tr key={name}>
              <th scope="row" style={cell}>
                <code>{name}</code>
              </th>
              <td style={{ ...cell, maxWidth: 360, lineHeight: `var(${name})` }}>
                Digital technologies for metalworking, oil and gas, process industries and mining.
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Radii and shadows</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, marginBottom: 32 }}>
        {[...tokenGroups.radius, ...tokenGroups.shadow].map((name) => (
          <div
            key={name}
            style={{
              display: 'grid',
              placeItems: 'center',
              width: 140,
              height: 80,
              border: '1px solid var(--color-border-default)',
              background: 'var(--color-surface)',
              borderRadius: name.startsWith('--radius') ? `var(${name})` : 'var(--radius-md)',
              boxShadow: name.startsWith('--shadow') ? `var(${name})` : undefined,
            }}
          >
            <code>{name}</code>
          </div>
        ))}
      </div>

      <h2>Layers (z-index), lowest first</h2>
      <ol>
        {tokenGroups.zIndex.map((name) => (
          <li key={name}>
            <code>{name}</code>
          </li>
        ))}
      </ol>
    </div>
  ),
};
