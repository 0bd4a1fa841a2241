import styled from 'styled-components';

export const $Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  margin: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgElevated};
`;

export const $Heading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const $Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

export const $Big = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
`;
