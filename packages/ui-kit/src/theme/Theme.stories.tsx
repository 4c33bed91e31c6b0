import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createPortalTheme } from './createPortalTheme.js';
import type { ThemeMode } from './createPortalTheme.js';
import { ThemeModeProvider, useThemeMode } from './ThemeModeProvider.js';

const swatches = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;

function Sample({ mode }: { mode: ThemeMode }) {
  const theme = createPortalTheme(mode);
  return (
    <ThemeProvider theme={theme}>
      <Paper sx={{ p: 3, bgcolor: 'background.default', color: 'text.primary', flex: 1, minWidth: 280 }}>
        <Typography variant="h2" gutterBottom>
          {mode === 'light' ? 'Light' : 'Dark'}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          Secondary text on the default background.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 2 }}>
          {swatches.map((key) => (
            <Chip key={key} label={key} color={key} />
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
          <Button variant="contained">Save</Button>
          <Button variant="outlined">Cancel</Button>
          <Button>Text</Button>
        </Box>
        <TextField label="Agent name" defaultValue="Ava Licensed" size="small" />
      </Paper>
    </ThemeProvider>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: Sample,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Sample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both palettes side by side (brand, status colours, controls). */
export const BothModes: Story = {
  args: { mode: 'light' },
  render: () => (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Sample mode="light" />
      <Sample mode="dark" />
    </Box>
  ),
};

function ModeSwitch() {
  const { mode, toggleMode } = useThemeMode();
  return (
    <Paper sx={{ p: 3 }}>
      <Typography gutterBottom>Current mode: {mode}</Typography>
      <Button variant="contained" onClick={toggleMode}>
        {mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}
      </Button>
    </Paper>
  );
}

/** `ThemeModeProvider` + `useThemeMode().toggleMode` (remembered in local storage). */
export const ModeToggle: Story = {
  args: { mode: 'light' },
  render: () => (
    <ThemeModeProvider>
      <ModeSwitch />
    </ThemeModeProvider>
  ),
};
