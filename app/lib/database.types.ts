// The shape `supabase gen types typescript` produces for supabase/migrations. Keep the two in step.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      categories: {
        Row: {
          slug: string;
          name: string;
          name_en: string | null;
          description: string | null;
          description_en: string | null;
          created_at: string;
        };
        Insert: {
          slug: string;
          name: string;
          name_en?: string | null;
          description?: string | null;
          description_en?: string | null;
          created_at?: string;
        };
        Update: Partial<Database['public']['Tables']['categories']['Insert']>;
        Relationships: [];
      };
      authors: {
        Row: {
          id: number;
          slug: string;
          name: string;
          role_id: string | null;
          role_en: string | null;
          bio_id: string | null;
          bio_en: string | null;
          links: string[];
          created_at: string;
          updated_at: string;
        };
        Insert: {
          slug: string;
          name: string;
          role_id?: string | null;
          role_en?: string | null;
          bio_id?: string | null;
          bio_en?: string | null;
          links?: string[];
          created_at?: string;
          updated_at?: string;
        };
        Update: Partial<Database['public']['Tables']['authors']['Insert']>;
        Relationships: [];
      };
      articles: {
        Row: {
          id: number;
          slug: string;
          title: string;
          excerpt: string;
          body: string;
          category: string | null;
          lang: 'id' | 'en';
          translated_from: number | null;
          author_id: number | null;
          cover_image_url: string | null;
          cover_image_alt: string | null;
          published_at: string | null;
          updated_at: string;
          revised_at: string | null;
          created_at: string;
          /** The computed field public.corrected_at(articles): the newest published correction's date. */
          corrected_at: string | null;
        };
        Insert: {
          slug: string;
          title: string;
          excerpt?: string;
          body?: string;
          category?: string | null;
          lang: 'id' | 'en';
          translated_from?: number | null;
          author_id?: number | null;
          cover_image_url?: string | null;
          cover_image_alt?: string | null;
          published_at?: string | null;
          updated_at?: string;
          revised_at?: string | null;
          created_at?: string;
        };
        Update: Partial<Database['public']['Tables']['articles']['Insert']>;
        Relationships: [
          {
            foreignKeyName: 'articles_category_fkey';
            columns: ['category'];
            isOneToOne: false;
            referencedRelation: 'categories';
            referencedColumns: ['slug'];
          },
          {
            foreignKeyName: 'articles_translated_from_fkey';
            columns: ['translated_from'];
            isOneToOne: false;
            referencedRelation: 'articles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'articles_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'authors';
            referencedColumns: ['id'];
          },
        ];
      };
      calendar_rules: {
        Row: {
          id: number;
          slug: string;
          kind: 'monthly_day' | 'monthly_end' | 'yearly_day' | 'yearly_month_end';
          day: number | null;
          month: number | null;
          months_after: number | null;
          name_id: string;
          name_en: string;
          taxes_id: string;
          taxes_en: string;
          regulation_slug: string | null;
          position: number;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          slug: string;
          kind: 'monthly_day' | 'monthly_end' | 'yearly_day' | 'yearly_month_end';
          day?: number | null;
          month?: number | null;
          months_after?: number | null;
          name_id: string;
          name_en: string;
          taxes_id: string;
          taxes_en: string;
          regulation_slug?: string | null;
          position?: number;
          created_at?: string;
          updated_at?: string;
        };
        Update: Partial<Database['public']['Tables']['calendar_rules']['Insert']>;
        Relationships: [];
      };
      calendar_rule_terms: {
        Row: { rule_id: number; entry_id: number; position: number };
        Insert: { rule_id: number; entry_id: number; position?: number };
        Update: { rule_id?: number; entry_id?: number; position?: number };
        Relationships: [
          {
            foreignKeyName: 'calendar_rule_terms_rule_id_fkey';
            columns: ['rule_id'];
            isOneToOne: false;
            referencedRelation: 'calendar_rules';
            referencedColumns: ['id'];
          },
        ];
      };
      calendar_holidays: {
        Row: {
          id: number;
          holiday_on: string;
          kind: 'holiday' | 'collective_leave';
          name_id: string;
          name_en: string;
          decree: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          holiday_on: string;
          kind: 'holiday' | 'collective_leave';
          name_id: string;
          name_en: string;
          decree?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Update: Partial<Database['public']['Tables']['calendar_holidays']['Insert']>;
        Relationships: [];
      };
      calendar_holiday_years: {
        Row: { year: number; complete: boolean; decree: string | null; created_at: string; updated_at: string };
        Insert: { year: number; complete?: boolean; decree?: string | null; created_at?: string; updated_at?: string };
        Update: Partial<Database['public']['Tables']['calendar_holiday_years']['Insert']>;
        Relationships: [];
      };
    };
    Views: Record<never, never>;
    Functions: Record<never, never>;
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
};
