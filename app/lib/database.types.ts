// The shape `supabase gen types typescript` produces for supabase/migrations. Keep the two in step.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      categories: {
        Row: { slug: string; name: string; name_en: string | null; created_at: string };
        Insert: { slug: string; name: string; name_en?: string | null; created_at?: string };
        Update: { slug?: string; name?: string; name_en?: string | null; created_at?: string };
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
          author: string | null;
          cover_image_url: string | null;
          cover_image_alt: string | null;
          published_at: string | null;
          updated_at: string;
          revised_at: string | null;
          created_at: string;
        };
        Insert: {
          slug: string;
          title: string;
          excerpt?: string;
          body?: string;
          category?: string | null;
          lang: 'id' | 'en';
          translated_from?: number | null;
          author?: string | null;
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
        ];
      };
    };
    Views: Record<never, never>;
    Functions: Record<never, never>;
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
};
