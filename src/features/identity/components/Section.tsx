import styled from 'styled-components';

/**
 * A rounded section of an account page (identity verification, the invitation pages): a heading, text and what
 * else the section holds, on the elevated surface.
 */
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  margin: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgElevated};
`;

export const SectionHeading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const SectionText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;
